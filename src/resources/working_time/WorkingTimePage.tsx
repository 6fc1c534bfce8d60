import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import type { WorkingDay, WorkingDoors, WorkingPerson } from '../../../contract/journal';
import { useAccessPaths } from '../../access/accessPaths';
import { downloadCsv } from '../../layout/downloadCsv';
import { LoadErrorMessage } from '../../layout/LoadError';
import { PageHeader } from '../../layout/PageHeader';
import type { PlaceFilter } from '../access_journal/filters';
import { useFormatDay } from '../access_journal/format';
import { PlaceInput } from '../access_journal/JournalFilters';
import { browserTimeZone } from '../access_journal/period';

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const placeParam = { object: 'AccessObjectId', perimeter: 'PerimeterId', point: 'AccessPointId' } as const;

/** Durations and times of day in the console's language. */
const useFormats = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return {
    duration: (seconds: number) =>
      translate('resources.access_journal.workingTime.hoursMinutes', {
        hours: Math.floor(seconds / 3600),
        minutes: Math.floor((seconds % 3600) / 60),
      }),
    time: (iso: string | null) => (iso ? time.format(new Date(iso)) : null),
  };
};

/**
 * Working time (Set B `working_time`, a route without a menu entry): from the entrance and exit points,
 * per person and day, the first entry, the last exit, the time inside and the punches that are missing
 * (shown as such, never guessed); a night shift counts on the day it began. Filters by period, person and
 * place; totals per person; CSV export of what is shown.
 */
export const WorkingTimePage = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const formatDay = useFormatDay();
  const formats = useFormats();
  const today = new Date();
  const [from, setFrom] = useState(localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 13)));
  const [to, setTo] = useState(localDay(today));
  const [user, setUser] = useState('');
  const [place, setPlace] = useState<PlaceFilter | null>(null);
  const t = (key: string, options?: object) => translate(`resources.access_journal.workingTime.${key}`, options);
  const params = {
    From: from,
    To: to,
    TimeZone: browserTimeZone(),
    User: user.trim() || undefined,
    ...(place && { [placeParam[place.kind]]: place.id }),
  };
  const result = useQuery({
    queryKey: ['working_time', params],
    queryFn: () => dataProvider.getWorkingTime(params),
    enabled: !!from && !!to && from <= to,
  });
  const people = result.data?.people ?? [];

  const exportCsv = () => {
    const rows = people.flatMap((person) =>
      person.days.map((day) => ({
        person: person.name,
        day: day.day,
        firstEntry: formats.time(day.firstEntry) ?? '',
        lastExit: formats.time(day.lastExit) ?? '',
        inside: formats.duration(day.insideSeconds),
        missing: day.missingPunches,
      })),
    );
    downloadCsv(rows, (key) => t(key), `working-time-${from}-${to}.csv`);
  };

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={people.length === 0}>
            {t('export')}
          </Button>
        }
      />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', py: 1 }} role="search">
        <TextField
          size="small"
          type="date"
          label={t('from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={translate('resources.access_journal.filters.user')}
          value={user}
          onChange={(event) => setUser(event.target.value)}
        />
        <PlaceInput value={place} onChange={setPlace} />
      </Stack>
      {result.isPending && result.fetchStatus !== 'idle' ? (
        <LinearProgress />
      ) : result.isError ? (
        <LoadErrorMessage error={result.error} onRetry={() => void result.refetch()} />
      ) : people.length === 0 ? (
        <Nobody doors={result.data?.doors} />
      ) : (
        <Stack spacing={2}>
          {people.map((person) => (
            <PersonCard key={person.abonentId} person={person} formatDay={formatDay} formats={formats} />
          ))}
        </Stack>
      )}
    </Box>
  );
};

/** Which doors are missing for working time to be counted at all: undefined when both kinds exist. */
const untypedDoors = ({ entrances, exits }: WorkingDoors) =>
  entrances === 0 && exits === 0 ? 'both' : entrances === 0 ? 'entrance' : exits === 0 ? 'exit' : undefined;

/**
 * An empty page: nobody passed in the period, or, when the company has no door typed as an entrance or
 * an exit, that nothing can be counted until it has, with the way to the access tree where a door's type is set.
 */
const Nobody = ({ doors }: { doors: WorkingDoors | undefined }) => {
  const translate = useTranslate();
  const paths = useAccessPaths();
  const untyped = doors && untypedDoors(doors);
  if (!untyped) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center' }} variant="h6" component="p">
        {translate('resources.access_journal.workingTime.nobody')}
      </Typography>
    );
  }
  return (
    <Alert
      severity="info"
      sx={{ my: 2 }}
      action={
        <Button component={Link} to={paths.root} color="inherit" size="small">
          {translate('resources.access_journal.workingTime.setTypes')}
        </Button>
      }
    >
      {translate(`resources.access_journal.workingTime.untyped.${untyped}`)}
    </Alert>
  );
};

const PersonCard = ({
  person,
  formatDay,
  formats,
}: {
  person: WorkingPerson;
  formatDay: (day: string) => string;
  formats: ReturnType<typeof useFormats>;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.access_journal.workingTime.${key}`, options);
  return (
    <Card variant="outlined" data-testid="working-time-person">
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 2, pt: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {person.name}
        </Typography>
        <Typography color="text.secondary">
          {t('total')}: {formats.duration(person.totalSeconds)}
        </Typography>
        {person.missingPunches > 0 && (
          <Chip size="small" color="warning" variant="outlined" label={`${t('missing')}: ${person.missingPunches}`} />
        )}
      </Stack>
      {/* Should a day still not fit (a larger font), the table scrolls inside the card, not past its edge. */}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={person.name} sx={PHONE_CELLS}>
          <TableHead>
            <TableRow>
              <TableCell>{t('day')}</TableCell>
              <TableCell>{t('firstEntry')}</TableCell>
              <TableCell>{t('lastExit')}</TableCell>
              <TableCell align="right">{t('inside')}</TableCell>
              <TableCell sx={FROM_SM}>{pairsLabel(translate)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {person.days.map((day) => (
              <DayRow key={day.day} day={day} formatDay={formatDay} formats={formats} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};

/** The entry–exit pairs' column, shown from the sm breakpoint; on a phone a day's pairs go under it. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ON_PHONE = { display: { xs: 'table-row', sm: 'none' } } as const;

/**
 * On a phone (390 px) the four columns fit the card with 6 px of side padding inside the row rather than
 * 16 (the duration ran past the card's edge before), the first and last keeping the card's own 16 px.
 */
const PHONE_CELLS = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:nth-of-type(4)': { pr: 2 },
} as const;

const pairsLabel = (translate: (key: string) => string) =>
  `${translate('resources.access_journal.fields.workingTime.entry')} – ${translate('resources.access_journal.fields.workingTime.exit')}`;

const DayRow = ({
  day,
  formatDay,
  formats,
}: {
  day: WorkingDay;
  formatDay: (day: string) => string;
  formats: ReturnType<typeof useFormats>;
}) => {
  const translate = useTranslate();
  const missing = (key: 'noEntry' | 'noExit') => (
    <Typography component="span" color="warning.main" variant="body2">
      {translate(`resources.access_journal.workingTime.${key}`)}
    </Typography>
  );
  const pairs = day.pairs.map((pair, index) => (
    <Box component="span" key={index} sx={{ mr: 1.5, whiteSpace: 'nowrap', display: 'inline-block' }}>
      {formats.time(pair.entry) ?? missing('noEntry')} – {formats.time(pair.exit) ?? missing('noExit')}
    </Box>
  ));
  // One pair is the day's first entry and last exit again: a phone shows the pairs only when there are more.
  const pairsOnPhone = day.pairs.length > 1;
  // A day's values each on one line ('8 ч 13 / мин' and '05:22 / AM' before); no line under them on a
  // phone when the pairs' line follows.
  const cell = (theme: Theme) => ({
    whiteSpace: 'nowrap',
    ...(pairsOnPhone && { [theme.breakpoints.down('sm')]: { borderBottom: 'none' } }),
  });
  return (
    <>
      <TableRow data-testid="working-time-day">
        <TableCell sx={cell}>{formatDay(day.day)}</TableCell>
        <TableCell sx={cell}>{formats.time(day.firstEntry) ?? missing('noEntry')}</TableCell>
        <TableCell sx={cell}>{formats.time(day.lastExit) ?? missing('noExit')}</TableCell>
        <TableCell align="right" sx={cell}>
          {formats.duration(day.insideSeconds)}
        </TableCell>
        <TableCell sx={FROM_SM}>{pairs}</TableCell>
      </TableRow>
      {pairsOnPhone && (
        <TableRow sx={ON_PHONE} data-testid="working-time-pairs">
          <TableCell colSpan={4} sx={{ pt: 0, color: 'text.secondary' }}>
            <Typography component="span" variant="body2" sx={{ mr: 1 }}>
              {pairsLabel(translate)}:
            </Typography>
            {pairs}
          </TableCell>
        </TableRow>
      )}
    </>
  );
};
