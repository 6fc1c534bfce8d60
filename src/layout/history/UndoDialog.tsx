import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AuditEntry, AuditReference } from '../../../contract/audit';
import type { UndoConflict, UndoPreview, undoScopes } from '../../../contract/undo';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useActionWords } from '../../resources/audit/actionWords';
import { CountProgress } from '../CountProgress';
import { useNotifyFailure } from '../failureMessage';
import { columnLabelKey, referenceKindKeys, tableLabelKey } from './auditLabels';
import { ChangeList, useEntryTitle, useFormatMoment, useReferenceWords } from './ChangeList';

type Scope = (typeof undoScopes)[number];

/** A record as a reason names it: its name (its last one when deleted), else its kind. */
const useRecordWords = (references: Record<string, AuditReference>) => {
  const translate = useTranslate();
  const referenceWords = useReferenceWords();
  return (tableName: string, recordId: string | null) => {
    const reference = recordId ? references[recordId] : undefined;
    if (reference?.name) return reference.name;
    if (reference) return referenceWords(reference);
    const table = tableLabelKey(tableName);
    return table ? translate(table.key, { smart_count: 1 }) : tableName;
  };
};

/** Why an undo cannot be made, in words: the field, the record, who changed it and when. */
const ConflictList = ({ preview }: { preview: UndoPreview }) => {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  const references = Object.assign({}, ...preview.steps.map((step) => step.references)) as Record<
    string,
    AuditReference
  >;
  const recordWords = useRecordWords(references);
  const words = (conflict: UndoConflict) =>
    translate(`undo.reasons.${conflict.reason}`, {
      field: conflict.column
        ? translate(columnLabelKey(conflict.tableName, conflict.column), { _: conflict.column })
        : recordWords(conflict.tableName, null),
      record: recordWords(conflict.tableName, conflict.recordId),
      user: conflict.userName ?? translate('undo.unknownUser'),
      time: conflict.at ? formatMoment(conflict.at) : translate('audit.values.none'),
      kind: conflict.kind ? translate(referenceKindKeys(conflict.kind).noun, { smart_count: 1 }) : '',
    });
  const more = preview.conflictCount - preview.conflicts.length;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{translate('undo.refusedTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {preview.conflicts.map((conflict, index) => (
          <li key={index}>{words(conflict)}</li>
        ))}
      </Box>
      {more > 0 && <Typography variant="body2">{translate('undo.moreConflicts', { smart_count: more })}</Typography>}
    </Alert>
  );
};

/**
 * Each row the undo changes back: what it does to it, the record, and its fields now → after undo. The
 * server lists the first rows (UNDO_SHOWN) and counts the rest: an import's thousands are not drawn.
 */
const StepList = ({ preview }: { preview: UndoPreview }) => {
  const translate = useTranslate();
  const title = useEntryTitle();
  const references = Object.assign({}, ...preview.steps.map((step) => step.references)) as Record<
    string,
    AuditReference
  >;
  const recordWords = useRecordWords(references);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('undo.willChange')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {preview.steps.map((step, index) => (
          <Box component="li" key={index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {`${title(step as AuditEntry, true)} · ${recordWords(step.tableName ?? '', step.recordId)}`}
            </Typography>
            <ChangeList entry={step} />
          </Box>
        ))}
      </Box>
      {preview.stepCount > preview.steps.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate('undo.moreSteps', { smart_count: preview.stepCount - preview.steps.length })}
        </Typography>
      )}
    </>
  );
};

export interface UndoDialogProps {
  auditId: string;
  /** `record`: restore a deleted record with its parts (the "Recently deleted" screen). */
  scope: Scope;
  /** The record restored, as the confirmation and the notice name it. */
  name?: string;
  onClose: () => void;
}

/**
 * The undo's preview and confirmation: what changes back (field, value now, value after undo) or why it
 * cannot be undone, then Confirm, which names how many rows it changes. Read when it opens; the page
 * is read again once the undo is made. A change undone in parts is confirmed once: UndoChange is called
 * again until done, with a progress bar of the rows changed back.
 */
export const UndoDialog = ({ auditId, scope, name, onClose }: UndoDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const actionWords = useActionWords();
  const formatMoment = useFormatMoment();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<{ rows: number; total: number }>();
  const number = (value: number) => value.toLocaleString(locale);
  const preview = useQuery({
    queryKey: ['undoPreview', auditId, scope],
    queryFn: () => dataProvider.getUndoPreview({ auditId, scope }),
    gcTime: 0,
  });
  const undo = useMutation({
    mutationFn: async () => {
      for (;;) {
        const answer = await dataProvider.undoChange({ auditId, scope });
        setProgress(answer);
        if (answer.done) return answer;
      }
    },
    onSuccess: ({ rows }) => {
      notify(scope === 'record' ? 'undo.restored' : 'undo.done', {
        type: 'success',
        messageArgs: { smart_count: rows, name },
      });
      refresh();
      onClose();
    },
    onError: (error) => {
      setProgress(undefined);
      notifyFailure(error);
      // Something changed since the preview: read it again, so that it says what.
      void preview.refetch();
    },
  });
  const data = preview.data;
  const restore = scope === 'record';
  const refused = !data || data.conflicts.length > 0 || data.stepCount === 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {restore
          ? translate('undo.restoreTitle', { name })
          : translate('undo.title', { action: data ? actionWords(data.action) : '…' })}
      </DialogTitle>
      <DialogContent>
        {preview.isPending && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{translate('undo.loading')}</Typography>
          </Box>
        )}
        {preview.isError && <Alert severity="error">{translate('undo.loadFailed')}</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('undo.summary', {
                user: data.userName ?? translate('undo.unknownUser'),
                time: formatMoment(data.at),
                smart_count: data.rows,
              })}
            </Typography>
            {data.undone > 0 && (
              <Alert severity="info">
                {translate('undo.resumed', { done: number(data.undone), total: number(data.rows) })}
              </Alert>
            )}
            {data.parts > 1 && data.conflicts.length === 0 && (
              <Typography variant="body2">{translate('undo.inParts', { smart_count: data.parts })}</Typography>
            )}
            {undo.isPending && data.parts > 1 && (
              <CountProgress
                text={translate('undo.progress', {
                  done: number(progress?.rows ?? data.undone),
                  total: number(data.rows),
                })}
                done={progress?.rows ?? data.undone}
                total={data.rows}
                label={translate('undo.progressLabel')}
                waiting={!progress}
              />
            )}
            {data.conflicts.length > 0 ? <ConflictList preview={data} /> : <StepList preview={data} />}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={undo.isPending} autoFocus>
          {translate('undo.cancel')}
        </Button>
        {data && !refused && (
          <Button
            variant="contained"
            color="warning"
            onClick={() => undo.mutate()}
            disabled={undo.isPending}
            startIcon={undo.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(restore ? 'undo.confirmRestore' : 'undo.confirm', { smart_count: data.stepCount })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
