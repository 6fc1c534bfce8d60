import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { abonentKeyForm, type KeyType } from '../../domain/abonent-key';
import { issueMessage } from '../../domain/issue-messages';
import { failureMessage } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';

const FIELDS = ['title', 'validFrom', 'validUntil'] as const;
type Field = (typeof FIELDS)[number];

/** A `datetime-local` value (the browser's local time) as an ISO instant; empty stays empty. */
const toInstant = (local: string) => {
  const time = Date.parse(local);
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : '';
};

export interface AddKeyDialogProps {
  abonentId: string;
  /** Which kind of key the dialog issues; null: closed. */
  keyType: KeyType | null;
  onClose: () => void;
}

/** Issues a key to the abonent: a title, and for a temporary key the period it works in. */
export const AddKeyDialog = ({ abonentId, keyType, onClose }: AddKeyDialogProps) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState<Record<Field, string>>({ title: '', validFrom: '', validUntil: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [create, { isPending }] = useCreate();
  const temporary = keyType === 'temporary';
  const result = abonentKeyForm.safeParse({
    title: values.title,
    keyType: keyType ?? undefined,
    ...(temporary && { validFrom: toInstant(values.validFrom), validUntil: toInstant(values.validUntil) }),
  }, { error: issueMessage });
  const errorOf = (field: Field) => {
    const issue = touched[field] ? result.error?.issues.find((candidate) => candidate.path[0] === field) : undefined;
    return issue ? translateMessage(issue.message) : undefined;
  };

  const close = () => {
    setValues({ title: '', validFrom: '', validUntil: '' });
    setTouched({});
    onClose();
  };

  const add = () => {
    if (!result.success) return;
    create(
      'abonent_keys',
      { data: { abonentId, ...result.data } },
      {
        onSuccess: () => {
          notify('resources.abonents.notifications.keyAdded', { type: 'success' });
          close();
          refresh();
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
      },
    );
  };

  const input = (field: Field, type = 'text') => (
    <TextField
      key={field}
      required
      fullWidth
      type={type}
      autoFocus={field === 'title'}
      label={translate(`resources.abonent_keys.fields.${field}`)}
      value={values[field]}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      slotProps={type === 'text' ? undefined : { inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open={keyType !== null} onClose={close} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <DialogTitle>
          {translate(temporary ? 'resources.abonents.actions.addTemporaryKey' : 'resources.abonents.actions.addPermanentKey')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {input('title')}
            {temporary && input('validFrom', 'datetime-local')}
            {temporary && input('validUntil', 'datetime-local')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('common.actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!result.success || isPending}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('resources.abonents.actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
