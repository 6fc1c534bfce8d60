import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { type CompanyRoleRecord, companyRoleForm } from '../../../contract/company-role';
import { issueMessage } from '../../../contract/issue-messages';
import { useCreate, useUpdate } from '../../dataProvider/typedHooks';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { type Level, levelOf, PERMISSION_KINDS, permissionsOf } from './roleNames';

const levelsOf = (kind: (typeof PERMISSION_KINDS)[number]): Level[] => [
  'none',
  ...(kind.view ? (['view'] as const) : []),
  ...(kind.manage ? (['manage'] as const) : []),
];

/**
 * A company's own role, new or changed: its name and, for each kind of record, what it allows (none,
 * view, or view and change). Saved with the company's roles Actions; the server says what is wrong.
 */
export const RoleDialog = ({ role, onClose }: { role: CompanyRoleRecord | 'new'; onClose: () => void }) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const titleId = useId();
  const existing = role === 'new' ? undefined : role;
  const [name, setName] = useState(existing?.name ?? '');
  const [levels, setLevels] = useState<Record<string, Level>>(() =>
    Object.fromEntries(PERMISSION_KINDS.map((kind) => [kind.kind, levelOf(kind, existing?.permissions ?? [])])),
  );
  const [nameError, setNameError] = useState<string>();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const saving = creating || updating;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = companyRoleForm.shape.name.safeParse(name, { error: issueMessage });
    if (!checked.success) return setNameError(checked.error.issues[0].message);
    const data = { name: checked.data, permissions: permissionsOf(levels) };
    const options = {
      onSuccess: () => {
        notify(`resources.company_roles.notifications.${existing ? 'updated' : 'created'}`, { type: 'success' });
        onClose();
      },
      onError: (error: unknown) => {
        const field = error instanceof HttpError ? (error.body as { errors?: { name?: string } })?.errors?.name : '';
        if (field) setNameError(field);
        else notifyFailure(error);
      },
    };
    if (existing) update('company_roles', { id: existing.id, data, previousData: existing }, options);
    else create('company_roles', { data }, options);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {existing
            ? translate('resources.company_roles.edit', { name: existing.name })
            : translate('resources.company_roles.add')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('resources.company_roles.fields.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              error={!!nameError}
              helperText={nameError ? translateMessage(nameError) : undefined}
              required
              fullWidth
            />
            {PERMISSION_KINDS.map((kind) => (
              <TextField
                key={kind.kind}
                select
                label={translate(`resources.company_roles.kinds.${kind.kind}`)}
                value={levels[kind.kind]}
                onChange={(event) => setLevels({ ...levels, [kind.kind]: event.target.value as Level })}
                fullWidth
                size="small"
              >
                {levelsOf(kind).map((level) => (
                  <MenuItem key={level} value={level}>
                    {translate(`resources.company_roles.levels.${level}`)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
