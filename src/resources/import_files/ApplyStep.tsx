import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ImportKind } from '../../../contract/import-columns';
import { BATCH_ROWS, type ImportApply } from '../../../contract/import-file';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { CountProgress } from '../../layout/CountProgress';
import { failureMessage } from '../../layout/failureMessage';
import { UndoDialog } from '../../layout/history/UndoDialog';
import { useMayUndo } from '../../layout/history/useMayUndo';
import { useTranslateMessage } from '../../layout/useTranslateMessage';

const key = (name: string) => `resources.import_files.wizard.apply.${name}`;

const TOTALS = ['created', 'updated', 'unchanged', 'refused'] as const;
const TOTAL_COLORS = { created: 'success', updated: 'info', unchanged: 'default', refused: 'error' } as const;

interface ApplyStepProps {
  kind: ImportKind;
  fileId: string;
  columns: readonly string[];
  /** The file's rows, as the dry run counted them: the progress bar's whole. */
  rows: number;
  /** The apply is done, or its file is gone (deleted, or a day old): there is nothing to go on with. */
  onEnded: () => void;
  onAnother: () => void;
}

/**
 * The apply: ApplyImport called again and again, each call writing batches for a few seconds and
 * answering how far it got, with a progress bar of the rows written; a batch the database refuses stops
 * it, saying which rows are written and which row stopped it; once done, what was written, and Undo of
 * the whole import as one change. Leaving the page stops the calls; the server keeps the place, and the
 * wizard opened again goes on from it.
 */
export const ApplyStep = ({ kind, fileId, columns, rows, onEnded, onAnother }: ApplyStepProps) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const [locale] = useLocaleState();
  const dataProvider = useConsoleDataProvider();
  const mayUndo = useMayUndo();
  const [progress, setProgress] = useState<ImportApply>();
  const [error, setError] = useState<unknown>();
  const [running, setRunning] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const left = useRef(false);
  // The latest callback, without restarting the calls when the wizard renders a new one.
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const number = (value: number) => value.toLocaleString(locale);

  const run = useCallback(async () => {
    setRunning(true);
    setError(undefined);
    try {
      for (;;) {
        const answer = await dataProvider.applyImport({ ImportFileId: fileId, columns });
        if (left.current) return;
        setProgress(answer);
        if (answer.done) ended.current();
        if (answer.done || answer.failure) break;
      }
    } catch (failure) {
      if ((failure as { status?: number }).status === 404) ended.current();
      if (!left.current) setError(failure);
    }
    if (!left.current) setRunning(false);
  }, [dataProvider, fileId, columns]);

  useEffect(() => {
    left.current = false;
    void run();
    return () => {
      left.current = true;
    };
  }, [run]);

  const done = progress?.totals.rows ?? 0;
  const failure = progress?.failure;
  const written = progress ? progress.totals.created + progress.totals.updated : 0;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(key('intro'), { batch: number(BATCH_ROWS) })}</Alert>
      <CountProgress
        text={translate(key('progress'), { done: number(done), smart_count: rows })}
        done={done}
        total={rows}
        label={translate(key('progressLabel'))}
        waiting={running && !progress}
        color={failure || error ? 'error' : progress?.done ? 'success' : 'primary'}
      />
      {error !== undefined && <Alert severity="error">{translateMessage(failureMessage(error))}</Alert>}
      {failure && (
        <Alert severity="error" role="alert">
          <Typography variant="body2">
            {translate(key('failed'), { from: failure.fromLine, to: failure.toLine })}{' '}
            {failure.line === null
              ? translate(key('failedBatch'), { reason: translate(`importFiles.applyFailures.${failure.reason}`) })
              : translate(key('failedRow'), {
                  line: failure.line,
                  reason: translate(`importFiles.applyFailures.${failure.reason}`),
                })}{' '}
            {progress.line > 0 ? translate(key('rowsDone'), { line: progress.line }) : translate(key('noneDone'))}
          </Typography>
        </Alert>
      )}
      {progress?.done && (
        <Alert severity="success">{written > 0 ? translate(key('done')) : translate(key('nothing'))}</Alert>
      )}
      {progress && (
        <Stack
          direction="row"
          component="ul"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {TOTALS.map((name) => (
            <li key={name}>
              <Chip
                color={TOTAL_COLORS[name]}
                variant={progress.totals[name] ? 'filled' : 'outlined'}
                label={translate(key(`totals.${name}`), { smart_count: progress.totals[name] })}
              />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!running && (failure || error !== undefined) && (
          <Button variant="contained" onClick={() => void run()}>
            {translate(key('retry'))}
          </Button>
        )}
        {!running && progress?.auditId && mayUndo(kind === 'residents' ? 'abonents' : 'addresses') && (
          <Button color="warning" variant="outlined" onClick={() => setUndoing(true)}>
            {translate(key('undo'))}
          </Button>
        )}
        {progress?.done && <Button onClick={onAnother}>{translate(key('another'))}</Button>}
      </Stack>
      {undoing && progress?.auditId && (
        <UndoDialog auditId={progress.auditId} scope="change" onClose={() => setUndoing(false)} />
      )}
    </Stack>
  );
};
