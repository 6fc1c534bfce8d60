import CircularProgress from '@mui/material/CircularProgress';
import { Confirm, type ConfirmProps } from 'react-admin';

/** Spec section 2: the confirm dialog is at most 400 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 400;

/** Confirm's icon while the confirmed call is under way. */
const InProgress = () => <CircularProgress size={18} color="inherit" />;

/**
 * react-admin's Confirm (Cancel and Confirm) at the spec's width, with its loading state: while
 * `loading`, both buttons are disabled and Confirm shows the call in progress.
 */
export const ConfirmDialog = (props: ConfirmProps) => (
  <Confirm
    confirm="common.actions.confirm"
    cancel="common.actions.cancel"
    {...props}
    {...(props.loading && { ConfirmIcon: InProgress })}
    sx={{ '& .MuiDialog-paper': { width: '100%', maxWidth: CONFIRM_DIALOG_MAX_WIDTH } }}
  />
);
