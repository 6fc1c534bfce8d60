import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from './FormButtons';

/**
 * A form dialog's frame, inside its form: the title, the inputs in a column spaced so that a shrunk label
 * never meets the field or the help text above it, then Cancel and the submit button; a read-only form's
 * dialog has Close alone.
 */
export const DialogFormFrame = ({
  title,
  submitLabel,
  onCancel,
  children,
}: {
  /** The dialog's title, as shown. */
  title: ReactNode;
  /** The submit button's text, a translation key. */
  submitLabel: string;
  onCancel: () => void;
  /** The inputs. */
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { disabled } = useFormState();
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(disabled ? 'ra.action.close' : 'common.actions.cancel')}</Button>
        <SubmitButton label={submitLabel} />
      </DialogActions>
    </>
  );
};
