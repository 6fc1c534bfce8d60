import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { type AbonentRecord, codesForm } from '../../domain/abonent';
import { issueMessage } from '../../domain/issue-messages';
import { failureMessage, fieldFailure } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { Section } from './Section';

interface CodeRow {
  /** Stable across edits, so that a row keeps its focus when another is removed. */
  key: number;
  value: string;
  touched: boolean;
}

/**
 * The abonent's access card and BLE tag IDs, edited as a list and saved together (UpdateAbonentCodes):
 * each must be digits below 16777216 and appear once; the server also refuses one that another
 * abonent of the company holds, naming it.
 */
export const AbonentCodes = () => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<AbonentRecord>();
  const saved = record?.accessCardAndBleTagId ?? [];
  const nextKey = useRef(0);
  const toRows = (codes: number[]) => codes.map((code) => ({ key: nextKey.current++, value: String(code), touched: false }));
  const [rows, setRows] = useState<CodeRow[]>(() => toRows(saved));
  const [serverError, setServerError] = useState<string>();
  const [update, { isPending }] = useUpdate();
  const savedText = saved.join(',');
  // A saved change (or a reload) brings new codes: start from them.
  useEffect(() => setRows(toRows(savedText ? savedText.split(',').map(Number) : [])), [savedText]);

  const result = codesForm.safeParse({ accessCardAndBleTagId: rows.map((row) => row.value) }, { error: issueMessage });
  const rowErrors = new Map<number, string>();
  for (const issue of result.error?.issues ?? []) {
    const index = issue.path[1];
    if (typeof index === 'number' && !rowErrors.has(index)) rowErrors.set(index, issue.message);
  }
  const changed = rows.map((row) => row.value.trim()).join(',') !== savedText;
  const canSave = result.success && changed && !isPending;

  const edit = (key: number, change: Partial<CodeRow>) => {
    setServerError(undefined);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };

  const save = () => {
    if (!record || !result.success) return;
    update(
      'abonent_codes',
      { id: record.id, data: result.data, previousData: { id: record.id, accessCardAndBleTagId: saved } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.abonents.notifications.codesUpdated', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          const message = fieldFailure(error, 'accessCardAndBleTagId');
          if (message) setServerError(message);
          else notify(failureMessage(error), { type: 'error' });
        },
      },
    );
  };

  return (
    <Section title="resources.abonents.sections.codes">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(rows.length ? 'resources.abonents.helpers.codes' : 'resources.abonents.empty.codes')}
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 1, pt: 1 }}>
        {rows.map((row, index) => {
          const error = row.touched ? rowErrors.get(index) : undefined;
          return (
            <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={translate('resources.abonents.labels.code', { number: index + 1 })}
                value={row.value}
                onChange={(event) => edit(row.key, { value: event.target.value })}
                onBlur={() => edit(row.key, { touched: true })}
                error={!!error}
                helperText={error ? translateMessage(error) : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: 260 }}
              />
              <IconButton
                aria-label={translate('resources.abonents.actions.removeCode', { number: index + 1 })}
                onClick={() => {
                  setServerError(undefined);
                  setRows((current) => current.filter((other) => other.key !== row.key));
                }}
              >
                <Close />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      {serverError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
          {translateMessage(serverError)}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<Add />}
          onClick={() => setRows((current) => [...current, { key: nextKey.current++, value: '', touched: false }])}
        >
          {translate('resources.abonents.actions.addCode')}
        </Button>
        <Button
          variant="contained"
          disabled={!canSave}
          onClick={save}
          startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <Save />}
        >
          {translate('resources.abonents.actions.saveCodes')}
        </Button>
        <Button disabled={!changed || isPending} onClick={() => { setServerError(undefined); setRows(toRows(saved)); }}>
          {translate('common.actions.reset')}
        </Button>
      </Stack>
    </Section>
  );
};
