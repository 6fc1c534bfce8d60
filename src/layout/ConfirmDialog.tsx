import { Confirm, type ConfirmProps } from 'react-admin';

/** Spec section 2: the confirm dialog is at most 400 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 400;

/** react-admin's Confirm (Cancel and Confirm, disabled while `loading`) at the spec's width. */
export const ConfirmDialog = (props: ConfirmProps) => (
  <Confirm
    confirm="common.actions.confirm"
    cancel="common.actions.cancel"
    {...props}
    sx={{ '& .MuiDialog-paper': { width: '100%', maxWidth: CONFIRM_DIALOG_MAX_WIDTH } }}
  />
);
