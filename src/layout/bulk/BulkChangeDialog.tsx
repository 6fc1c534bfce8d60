import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import type { BulkPreview, BulkResult } from '../../../contract/bulk';
import { failureNotice } from '../failureMessage';
import { BulkImpact } from './BulkImpact';
import type { BulkSelection } from './bulkSelection';

/** The reason of a refusal in the person's language: the parameter's own message first, if any. */
const useReason = () => {
  const translate = useTranslate();
  return (error: unknown) => {
    const fields = error instanceof HttpError ? (error.body as { fields?: Record<string, string> })?.fields : undefined;
    const field = fields && Object.values(fields)[0];
    if (field) return translate(field, { _: field });
    const { message, args } = failureNotice(error, translate);
    return translate(message, { _: message, ...args });
  };
};

/** A status line with a bar that runs while something is under way. */
const Working = ({ text }: { text: string }) => (
  <div role="status">
    <DialogContentText>{text}</DialogContentText>
    <LinearProgress sx={{ mt: 1 }} />
  </div>
);

/**
 * The change under way: what it changes (the preview's count), the seconds since Apply, and that it is
 * one step. The server makes it in one transaction, which no other connection sees until it commits, so
 * there is no honest "rows done so far" to show (nor one server's memory to ask, behind several): the bar
 * runs until the answer, which then says how many rows changed.
 */
const Applying = ({ changing }: { changing: string }) => {
  const translate = useTranslate();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status">
      <DialogContentText sx={{ fontWeight: 600 }}>{changing}</DialogContentText>
      <DialogContentText>{translate('bulk.applying')}</DialogContentText>
      <LinearProgress sx={{ my: 1 }} />
      <DialogContentText variant="body2">
        {translate('bulk.oneStep')} {seconds > 0 && translate('bulk.elapsed', { smart_count: seconds })}
      </DialogContentText>
    </div>
  );
};

export interface BulkChangeDialogProps {
  /** What the change is (the dialog's title), a translation key. */
  title: string;
  /** Which rows it takes: the ticked ones, or every row the list finds. */
  selection: BulkSelection;
  /**
   * How the rows taken are named, a catalogue whose `ids` ('5 selected abonents') and `allFound' ('All 120
   * abonents the list finds') are given `smart_count`.
   */
  selectionText: string;
  /** How the preview counts the rows it changes, a translation key given `smart_count`. */
  changedText: string;
  /** How it counts the holders whose credentials change at a door, a translation key given `smart_count`. */
  holdersText: string;
  /** A change that cannot be taken back (deleting): Apply is red and Cancel has the focus. */
  destructive?: boolean;
  /** The Action's parameters: a new value read again at each change (a chosen tariff). */
  params: Record<string, unknown>;
  preview: (params: Record<string, unknown>) => Promise<BulkPreview>;
  apply: (params: Record<string, unknown>) => Promise<BulkResult>;
  /** What the change needs chosen first (a new tariff), given whether it may still be changed. */
  children?: (editable: boolean) => ReactNode;
  /** Closed, and whether the change was made (the list then reloads: not before, or the result would go). */
  onClose: (changed: boolean) => void;
}

/**
 * One bulk change, from choosing what to change to its result: the preview of what it would do (the
 * count, what stops or starts working, at which doors; read again at each choice), Apply, the change
 * under way (with the count it changes and the time it has taken), and what came of it: done with how
 * many rows changed, or why nothing was (the change is one transaction: it never stops half-way).
 */
export const BulkChangeDialog = ({
  title,
  selection,
  selectionText,
  changedText,
  holdersText,
  destructive = false,
  params,
  preview,
  apply,
  children,
  onClose,
}: BulkChangeDialogProps) => {
  const translate = useTranslate();
  const reason = useReason();
  const titleId = useId();
  const seen = useQuery({
    queryKey: ['bulk preview', title, params],
    queryFn: () => preview(params),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const change = useMutation<BulkResult, unknown>({ mutationFn: () => apply(params) });
  const busy = change.isPending;
  const finished = change.isSuccess || change.isError;
  const close = () => onClose(change.isSuccess);

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      onClick={(event) => event.stopPropagation()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(`${selectionText}.${selection.allFound ? 'allFound' : 'ids'}`, { smart_count: selection.count })}
        </DialogContentText>
        {children?.(!busy && !finished)}
        {change.isSuccess ? (
          <Alert severity="success">{translate('bulk.done', { smart_count: change.data.changed })}</Alert>
        ) : change.isError ? (
          <Alert severity="error">{translate('bulk.failed', { reason: reason(change.error) })}</Alert>
        ) : busy ? (
          <Applying changing={translate(changedText, { smart_count: seen.data?.changed ?? 0 })} />
        ) : seen.isError ? (
          <Alert severity="error">{translate('bulk.preview.failed', { reason: reason(seen.error) })}</Alert>
        ) : seen.data ? (
          <BulkImpact changedText={changedText} holdersText={holdersText} preview={seen.data} />
        ) : (
          <Working text={translate('bulk.preview.working')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus={destructive && !finished}>
          {translate(finished ? 'ra.action.close' : 'common.actions.cancel')}
        </Button>
        {!finished && (
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={busy || !seen.data || seen.isFetching || seen.data.changed === 0}
            onClick={() => change.mutate()}
          >
            {translate('bulk.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
