import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type RefObject, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { setSubmissionErrors, useSaveContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import { ResetButton } from './FormButtons';

export interface FormToolbarProps {
  /** Ask before saving (spec section 4: every edit asks). */
  confirm: boolean;
  /** Also warn that every abonent receives the update (addresses, objects, perimeters, points). */
  warnAbonents?: boolean;
  /** Set to what Save does, so that the form's own submit (Enter in a field) does the same. */
  requestSave: RefObject<() => void>;
}

/**
 * Save and Reset for every form (spec section 4). Save is disabled while any field has an error,
 * nothing was changed, a required field is empty (the schema's error), or a save is under way; when asked to, it confirms first, the dialog showing the save in progress. Server-side field
 * errors land on their fields; nothing typed is lost.
 */
export const FormToolbar = ({ confirm, warnAbonents = false, requestSave }: FormToolbarProps) => {
  const translate = useTranslate();
  const { save, saving } = useSaveContext();
  const {
    handleSubmit,
    setError,
    formState: { isDirty, isValid, isSubmitting },
  } = useFormContext();
  const [confirming, setConfirming] = useState(false);
  const busy = !!saving || isSubmitting;
  // A form nobody touched is not dirty, so `isDirty` covers "nothing touched" too. (react-hook-form
  // marks a field touched only on blur: requiring that would make the first click on Save a no-op.)
  const canSave = !saving && isValid && isDirty;
  const disabled = busy || !canSave;

  const submit = handleSubmit(async (values) => {
    const errors = await save?.(values);
    if (errors) setSubmissionErrors(errors, setError);
  });
  // Not `disabled`: during the form's own submit (Enter) react-hook-form reports isSubmitting.
  const onSave = () => {
    if (!canSave) return;
    if (confirm) setConfirming(true);
    else void submit();
  };
  useEffect(() => {
    requestSave.current = onSave;
  });

  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 2 }}>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={onSave}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Save />}
      >
        {translate('common.actions.save')}
      </Button>
      <ResetButton busy={!!saving} />
      <ConfirmDialog
        isOpen={confirming}
        loading={busy}
        title="common.confirm.saveTitle"
        content={warnAbonents ? 'common.confirm.updateWarning' : ''}
        onConfirm={async () => {
          await submit();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
