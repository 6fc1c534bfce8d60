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
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CARD_NOTATIONS, type CardNotation } from '../../../contract/card-notation';
import {
  columnText,
  IMPORT_FIELDS,
  type ImportField,
  type ImportKind,
  parseColumn,
} from '../../../contract/import-columns';
import type { ImportPreview } from '../../../contract/import-file';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { failureMessage } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { SHOW_EMPTY } from './showEmpty';
import { StoredCell } from './StoredCell';

const key = (name: string) => `resources.import_files.wizard.columns.${name}`;

/** The card columns whose notation is ambiguous and not chosen yet: the user must choose. */
const unchosen = (preview: ImportPreview, columns: readonly string[]) =>
  preview.cards.filter((card) => card.ambiguous && !parseColumn(preview.kind, columns[card.column] ?? '')?.notation);

interface ColumnsStepProps {
  kind: ImportKind;
  fileId: string;
  /** The columns chosen; undefined until the preview gives the remembered or guessed ones. */
  columns: string[] | undefined;
  onColumns: (columns: string[]) => void;
  onBack: () => void;
  onNext: (header: string[]) => void;
}

/**
 * The columns step: each column's meaning (a select per column, and how a card column's numbers are
 * written), the first rows as the file says them and as they will be stored, and each card column's
 * notations with their counts. Its choice is remembered for the same header when the user goes on.
 */
export const ColumnsStep = ({ kind, fileId, columns, onColumns, onBack, onNext }: ColumnsStepProps) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['importPreview', fileId, columns?.join(',')],
    queryFn: async () => {
      const answer = await dataProvider.getImportPreview(fileId, columns);
      if (!columns) {
        // The preview of the columns it gave is this one: not read again (it reads the whole file).
        queryClient.setQueryData(['importPreview', fileId, answer.columns.join(',')], answer);
        onColumns(answer.columns);
      }
      return answer;
    },
    placeholderData: keepPreviousData,
    // An uploaded file does not change: its preview with the same columns stays as it was.
    staleTime: Infinity,
    retry: false,
  });
  const remember = useMutation({
    mutationFn: (chosen: string[]) =>
      dataProvider.setImportMapping({ Kind: kind, Header: preview.data!.header, Columns: chosen }),
    onSuccess: () => onNext(preview.data!.header),
  });

  if (preview.error && !preview.data) {
    return <Alert severity="error">{translateMessage(failureMessage(preview.error))}</Alert>;
  }
  const data = preview.data;
  if (!data || !columns) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  const chosen = columns.map((column) => parseColumn(kind, column) ?? { field: null });
  const choose = (index: number, field: ImportField | null, notation?: CardNotation) =>
    onColumns(columns.map((column, at) => (at === index ? columnText({ field, notation }) : column)));
  const toChoose = unchosen(data, columns);
  const fieldName = (field: string) => translate(`resources.import_files.columns.${field}`);
  const notationName = (notation: string) => translate(`resources.import_files.notations.${notation}`);

  return (
    <Stack spacing={2}>
      <Typography>
        {translate(key('intro'), {
          name: data.fileName,
          rows: translate(key('rows'), { smart_count: data.rowCount }),
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(key('fileSays'))} · → {translate(key('stored'))}
      </Typography>
      {preview.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('resources.import_files.wizard.steps.columns')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ verticalAlign: 'bottom' }}>{translate(key('line'))}</TableCell>
              {data.header.map((header, index) => {
                const column = chosen[index]!;
                const codes = column.field === 'card' || column.field === 'ble';
                return (
                  <TableCell key={index} sx={{ minWidth: 180, verticalAlign: 'top' }}>
                    <Stack spacing={1}>
                      <TextField
                        select
                        size="small"
                        label={header || `#${index + 1}`}
                        value={column.field ?? ''}
                        slotProps={SHOW_EMPTY}
                        onChange={(event) => choose(index, (event.target.value || null) as ImportField | null)}
                      >
                        <MenuItem value="">
                          <em>{translate(key('skip'))}</em>
                        </MenuItem>
                        {IMPORT_FIELDS[kind].map((field) => (
                          <MenuItem key={field} value={field}>
                            {fieldName(field)}
                          </MenuItem>
                        ))}
                      </TextField>
                      {codes && (
                        <TextField
                          select
                          size="small"
                          label={translate(key('notation'))}
                          value={column.notation ?? ''}
                          slotProps={SHOW_EMPTY}
                          error={toChoose.some((card) => card.column === index)}
                          onChange={(event) =>
                            choose(index, column.field, (event.target.value || undefined) as CardNotation | undefined)
                          }
                        >
                          <MenuItem value="">
                            <em>{translate(key('notationAuto'))}</em>
                          </MenuItem>
                          {CARD_NOTATIONS.map((notation) => (
                            <MenuItem key={notation} value={notation}>
                              {notationName(notation)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                      {data.remembered[index] && (
                        <Chip size="small" variant="outlined" label={translate(key('remembered'))} />
                      )}
                    </Stack>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell sx={{ verticalAlign: 'top' }}>{row.line}</TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index} sx={{ verticalAlign: 'top' }}>
                    <StoredCell cell={cell} skipped={!chosen[index]?.field} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {data.cards.map((card) => {
        const header = data.header[card.column] ?? '';
        return (
          <Box key={card.column} component="section" aria-label={translate(key('notation'))}>
            <Typography variant="subtitle2" component="h3">
              {translate(key('cards'), { header, smart_count: card.values })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {card.fits.map((fit) => (
                <Typography component="li" variant="body2" key={fit.notation}>
                  {translate(key('fit'), { ...fit, notation: notationName(fit.notation) })}
                </Typography>
              ))}
            </Box>
          </Box>
        );
      })}
      {toChoose.map((card) => (
        <Alert key={card.column} severity="warning">
          {translate(key('ambiguous'), {
            header: data.header[card.column] ?? '',
            between: card.between.map(notationName).join(', '),
          })}
        </Alert>
      ))}
      {preview.error && <Alert severity="error">{translateMessage(failureMessage(preview.error))}</Alert>}
      {remember.error && <Alert severity="error">{translateMessage(failureMessage(remember.error))}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack}>{translate('resources.import_files.wizard.back')}</Button>
        <Button
          variant="contained"
          disabled={toChoose.length > 0 || remember.isPending || preview.isFetching}
          onClick={() => remember.mutate(columns)}
        >
          {translate(key('plan'))}
        </Button>
      </Stack>
    </Stack>
  );
};
