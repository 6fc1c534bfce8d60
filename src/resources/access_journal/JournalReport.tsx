import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { JournalQuery } from '../../dataProvider/journalMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { downloadCsv } from '../../layout/downloadCsv';
import { LoadErrorMessage } from '../../layout/LoadError';
import { useFormatDay } from './format';
import { JournalDownload } from './JournalDownload';
import { browserTimeZone } from './period';

/**
 * The report of the filtered journal (spec: report options, sum by days and count pass events): the count
 * of pass events, a chart and a table by day (passes, denials, people), the access points, and the
 * downloads. Loaded on demand with the chart library.
 */
const JournalReport = ({ query }: { query: JournalQuery }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const formatDay = useFormatDay();
  const dataProvider = useConsoleDataProvider();
  const report = useQuery({
    queryKey: ['access_journal', 'report', query],
    queryFn: () => dataProvider.getPassEventReport(query, browserTimeZone()),
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.access_journal.reports.${key}`, options);
  const number = (value: number) => value.toLocaleString(locale);
  const data = report.data;

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="journal-report">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.access_journal.fields.reportOptions.sumByDays')}
          </Typography>
          <JournalDownload query={query} />
        </Stack>
        {report.isPending ? (
          <LinearProgress />
        ) : report.isError || !data ? (
          <LoadErrorMessage error={report.error} onRetry={() => void report.refetch()} />
        ) : data.totals.events === 0 ? (
          <Typography color="text.secondary">{translate('resources.access_journal.report.empty')}</Typography>
        ) : (
          <>
            <Stack
              direction="row"
              spacing={4}
              useFlexGap
              sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1 }}
              data-testid="journal-report-totals"
            >
              {(['events', 'passes', 'denials', 'people'] as const).map((key) => (
                <Box key={key}>
                  <Typography variant="caption" color="text.secondary">
                    {key === 'events'
                      ? translate('resources.access_journal.fields.reportOptions.countPassEvents')
                      : t(key)}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {number(data.totals[key])}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Box sx={{ height: 260, mb: 2 }} role="img" aria-label={t('byDay')}>
              <BarChart
                dataset={data.days.map((day) => ({ ...day, label: formatDay(day.day) }))}
                // 'auto': the axes as wide and high as their labels (a count of 15,000 was cut to "15,0…").
                xAxis={[{ scaleType: 'band', dataKey: 'label', height: 'auto' }]}
                yAxis={[{ width: 'auto', valueFormatter: (value: number) => number(value) }]}
                series={[
                  {
                    dataKey: 'passes',
                    label: t('passes'),
                    stack: 'all',
                    color: theme.palette.success.main,
                    valueFormatter: (v) => number(v ?? 0),
                  },
                  {
                    dataKey: 'denials',
                    label: t('denials'),
                    stack: 'all',
                    color: theme.palette.error.main,
                    valueFormatter: (v) => number(v ?? 0),
                  },
                ]}
                height={260}
              />
            </Box>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
              <ReportTable
                caption={t('byDay')}
                head={[t('day'), t('passes'), t('denials'), t('people')]}
                rows={data.days.map((day) => [
                  formatDay(day.day),
                  number(day.passes),
                  number(day.denials),
                  number(day.people),
                ])}
                total={[
                  t('total'),
                  number(data.totals.passes),
                  number(data.totals.denials),
                  number(data.totals.people),
                ]}
                testId="journal-report-days"
                download={() =>
                  downloadCsv(
                    [
                      ...data.days.map(({ day, passes, denials, people }) => ({ day, passes, denials, people })),
                      {
                        day: t('total'),
                        passes: data.totals.passes,
                        denials: data.totals.denials,
                        people: data.totals.people,
                      },
                    ],
                    t,
                    `journal-by-day-${today()}.csv`,
                  )
                }
              />
              <ReportTable
                caption={t('byPoint')}
                head={[translate('resources.access_journal.fields.accessPoint'), t('passes'), t('denials')]}
                rows={data.points.map((point) => [point.accessPointName, number(point.passes), number(point.denials)])}
                rowKeys={data.points.map((point) => point.accessPointId ?? point.accessPointName)}
                footnote={
                  data.pointsTotal > data.points.length
                    ? t('busiestPoints', { shown: number(data.points.length), total: number(data.pointsTotal) })
                    : undefined
                }
                download={() =>
                  downloadCsv(
                    data.points.map(({ accessPointName, passes, denials }) => ({ accessPointName, passes, denials })),
                    (key) =>
                      key === 'accessPointName' ? translate('resources.access_journal.fields.accessPoint') : t(key),
                    `journal-by-point-${today()}.csv`,
                  )
                }
              />
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** Today's date for a file's name. */
const today = () => new Date().toISOString().slice(0, 10);

interface ReportTableProps {
  caption: string;
  /** Saves the table as shown, its numbers unformatted, as CSV. */
  download: () => void;
  head: string[];
  rows: string[][];
  /** Each row's key, when its first cell may repeat (two points of one name); else the first cell. */
  rowKeys?: string[];
  total?: string[];
  /** Said under the table: what it leaves out. */
  footnote?: string;
  testId?: string;
}

const ReportTable = ({ caption, download, head, rows, rowKeys, total, footnote, testId }: ReportTableProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {caption}
        </Typography>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={download}
          aria-label={translate('resources.access_journal.reports.downloadTable', { table: caption })}
        >
          {translate('resources.access_journal.reports.csv')}
        </Button>
      </Stack>
      <TableContainer sx={{ maxHeight: 360 }} data-testid={testId}>
        <Table size="small" stickyHeader aria-label={caption}>
          <TableHead>
            <TableRow>
              {head.map((cell, index) => (
                <TableCell key={cell} align={index === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKeys?.[index] ?? row[0]}>
                {row.map((cell, index) => (
                  <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {total && (
              <TableRow>
                {total.map((cell, index) => (
                  <TableCell key={index} align={index === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {footnote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {footnote}
        </Typography>
      )}
    </Box>
  );
};

export default JournalReport;
