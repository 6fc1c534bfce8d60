import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Submits the form around it. Disabled while any field has an error (a required one left empty
 * included), nothing was changed, or the save is under way, which it shows. Absent from a read-only
 * (disabled) form.
 */
export const SubmitButton = ({
  label,
  icon,
  ...props
}: { label: string; icon?: ReactNode } & Omit<ButtonProps, 'type'>) => {
  const translate = useTranslate();
  const { isValid, isDirty, isSubmitting, disabled } = useFormState();
  if (disabled) return null;
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      disabled={!isValid || !isDirty || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : icon}
    >
      {translate(label)}
    </Button>
  );
};

/** Restores what the form started from; disabled while nothing changed, absent from a read-only form. */
export const ResetButton = ({ busy = false }: { busy?: boolean }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { isDirty, isSubmitting, disabled } = useFormState();
  if (disabled) return null;
  return (
    <Button variant="text" disabled={busy || isSubmitting || !isDirty} onClick={() => reset()}>
      {translate('common.actions.reset')}
    </Button>
  );
};
