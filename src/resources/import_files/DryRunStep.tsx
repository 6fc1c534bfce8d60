import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  IMPORT_PLAN_PAGE,
  IMPORT_VERDICTS,
  type ImportRowVerdict,
  type ImportVerdict,
} from '../../../contract/import-file';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { failureMessage } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { SHOW_EMPTY } from './showEmpty';

const key = (name: string) => `resources.import_files.wizard.dryRun.${name}`;

/** The rows a page of the dry run shows. */
const PAGE_SIZE = 25;

const VERDICT_COLORS = {
  created: 'success',
  updated: 'info',
  unchanged: 'default',
  refused: 'error',
} as const satisfies Record<ImportVerdict, string>;

/** What a row's verdict says beyond its name: the fields it changes, the address it creates, why it is refused. */
const RowDetails = ({ row, header }: { row: ImportRowVerdict; header: readonly string[] }) => {
  const translate = useTranslate();
  const parts: string[] = [];
  if (row.refusal) {
    const column = row.refusal.column === null ? undefined : header[row.refusal.column];
    parts.push(
      translate(row.refusal.reason, row.refusal.args) +
        (column === undefined ? '' : ` (${translate(key('column'), { header: column })})`),
    );
  }
  if (row.changes.length > 0) {
    const fields = row.changes.map((field) => translate(`resources.import_files.columns.${field}`)).join(', ');
    parts.push(translate(key('changes'), { fields }));
  }
  if (row.createsAddress) parts.push(translate(key('createsAddress')));
  return <>{parts.join('. ')}</>;
};

interface DryRunStepProps {
  fileId: string;
  columns: readonly string[];
  /** The file's header, to name the column a refusal is about. */
  header: readonly string[];
  onBack: () => void;
  /** Applies the plan: the file's rows, as the dry run counted them. */
  onApply: (rows: number) => void;
}

/**
 * The dry run, nothing written: the totals, the doors whose credentials change, and each row's verdict,
 * paged from the server and filtered by verdict, each refusal with its reason in the user's language;
 * then Apply, which the server judges again (it never takes the plan from the console).
 */
export const DryRunStep = ({ fileId, columns, header, onBack, onApply }: DryRunStepProps) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const dataProvider = useConsoleDataProvider();
  const [verdict, setVerdict] = useState<ImportVerdict | ''>('');
  const [page, setPage] = useState(0);
  // On a phone a row's details go under its name, rather than in a fourth column to scroll to.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const plan = useQuery({
    queryKey: ['planImport', fileId, columns.join(','), verdict, page],
    queryFn: () =>
      dataProvider.planImport({
        ImportFileId: fileId,
        columns,
        Verdict: verdict || undefined,
        Offset: page * PAGE_SIZE,
        Limit: Math.min(PAGE_SIZE, IMPORT_PLAN_PAGE),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const back = <Button onClick={onBack}>{translate(key('change'))}</Button>;

  if (plan.error && !plan.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{translateMessage(failureMessage(plan.error))}</Alert>
        {back}
      </Stack>
    );
  }
  if (!plan.data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const { totals, doors, rows } = plan.data;

  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(key('intro'))}</Alert>
      <Stack
        direction="row"
        component="ul"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}
      >
        <li>
          <Typography component="span" sx={{ fontWeight: 'bold' }}>
            {translate(key('totals.rows'), { smart_count: totals.rows })}
          </Typography>
        </li>
        {IMPORT_VERDICTS.map((name) => (
          <li key={name}>
            <Chip
              color={VERDICT_COLORS[name]}
              variant={totals[name] ? 'filled' : 'outlined'}
              label={translate(key(`totals.${name}`), { smart_count: totals[name] })}
            />
          </li>
        ))}
        {totals.addressesCreated > 0 && (
          <li>
            <Chip
              variant="outlined"
              label={translate(key('totals.addressesCreated'), { smart_count: totals.addressesCreated })}
            />
          </li>
        )}
        {totals.cardsAdded > 0 && (
          <li>
            <Chip variant="outlined" label={translate(key('totals.cardsAdded'), { smart_count: totals.cardsAdded })} />
          </li>
        )}
      </Stack>
      <Box component="section">
        <Typography variant="subtitle2" component="h3">
          {doors.total ? translate(key('doors'), { smart_count: doors.total }) : translate(key('noDoors'))}
        </Typography>
        {doors.total > 0 && (
          <Typography variant="body2">
            {doors.items.map((door) => door.name).join(', ')}
            {doors.total > doors.items.length &&
              ` ${translate(key('moreDoors'), { smart_count: doors.total - doors.items.length })}`}
          </Typography>
        )}
      </Box>
      <TextField
        select
        size="small"
        label={translate(key('filter'))}
        value={verdict}
        onChange={(event) => {
          setVerdict(event.target.value as ImportVerdict | '');
          setPage(0);
        }}
        sx={{ maxWidth: 240 }}
        slotProps={SHOW_EMPTY}
      >
        <MenuItem value="">{translate(key('verdicts.all'))}</MenuItem>
        {IMPORT_VERDICTS.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(key(`verdicts.${name}`))}
          </MenuItem>
        ))}
      </TextField>
      {plan.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('resources.import_files.wizard.steps.dryRun')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(key('line'))}</TableCell>
              <TableCell>{translate(key('name'))}</TableCell>
              <TableCell>{translate(key('verdict'))}</TableCell>
              {!narrow && <TableCell>{translate(key('details'))}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.items.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>
                  {row.name}
                  {narrow && (
                    <Typography variant="body2" color="text.secondary">
                      <RowDetails row={row} header={header} />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={VERDICT_COLORS[row.verdict]}
                    label={translate(key(`verdicts.${row.verdict}`))}
                  />
                </TableCell>
                {!narrow && (
                  <TableCell>
                    <RowDetails row={row} header={header} />
                  </TableCell>
                )}
              </TableRow>
            ))}
            {rows.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={narrow ? 3 : 4}>{translate(key('none'))}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={rows.total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => onApply(totals.rows)}>
          {translate(key('apply'))}
        </Button>
        {back}
      </Stack>
    </Stack>
  );
};
