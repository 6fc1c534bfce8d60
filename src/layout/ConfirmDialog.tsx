import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** Spec section 2: the confirm dialog is at most 400 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 400;

type TranslateOptions = Record<string, unknown>;

export interface ConfirmDialogProps {
  isOpen?: boolean;
  /** The confirmed call is under way: both buttons are disabled and Confirm shows it. */
  loading?: boolean;
  /** A message key (translated with its options) or what to show. */
  title: string | ReactNode;
  content: string | ReactNode;
  confirm?: string;
  cancel?: string;
  /**
   * 'warning' for what cannot be undone (deleting, unbanning, revoking, a new token): Confirm is red and
   * Cancel has the focus, so that Enter pressed twice on a Delete button does not delete.
   */
  confirmColor?: 'primary' | 'warning';
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  onClose: () => void;
  translateOptions?: TranslateOptions;
  titleTranslateOptions?: TranslateOptions;
  contentTranslateOptions?: TranslateOptions;
}

/**
 * The console's confirmation: a title, what it affects, Cancel and Confirm. It is react-admin's Confirm
 * with two differences: the spec's width, and the focus on Cancel when Confirm destroys something
 * (react-admin's always focuses Confirm).
 */
export const ConfirmDialog = ({
  isOpen = false,
  loading = false,
  title,
  content,
  confirm = 'common.actions.confirm',
  cancel = 'common.actions.cancel',
  confirmColor = 'primary',
  onConfirm,
  onClose,
  translateOptions = {},
  titleTranslateOptions = translateOptions,
  contentTranslateOptions = translateOptions,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const destructive = confirmColor === 'warning';
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      // A dialog opened from a table row must not also open the row.
      onClick={(event) => event.stopPropagation()}
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-paper': { width: '100%', maxWidth: CONFIRM_DIALOG_MAX_WIDTH } }}
    >
      <DialogTitle id={titleId}>
        {typeof title === 'string' ? translate(title, { _: title, ...titleTranslateOptions }) : title}
      </DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? (
          <DialogContentText>{translate(content, { _: content, ...contentTranslateOptions })}</DialogContentText>
        ) : (
          content
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={loading} onClick={onClose} autoFocus={destructive}>
          {translate(cancel, { _: cancel })}
        </Button>
        <Button
          disabled={loading}
          onClick={onConfirm}
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
          startIcon={loading ? <CircularProgress size={18} color="inherit" /> : <CheckCircle />}
        >
          {translate(confirm, { _: confirm })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
