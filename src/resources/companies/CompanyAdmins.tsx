import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { PasswordInput, SelectInput, TextInput, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminRole, CompanyRecord } from '../../domain/company';
import { adminRoles } from '../../domain/company';
import { type CompanyAdminRecord, companyAdminForm } from '../../domain/company-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { TabTable } from './TabTable';
import { useCompanyCall } from './useCompanyCall';

const UPDATED = 'resources.companies.notifications.adminsUpdated';
const newAdmin = { phoneNumber: '', role: 'admin' as AdminRole, displayName: '', password: '' };

/** An admin's role, changed in place: saved at once, with the tab's toast. */
const RoleSelect = ({ admin, onChange, disabled }: { admin: CompanyAdminRecord; onChange: (role: AdminRole) => void; disabled: boolean }) => {
  const translate = useTranslate();
  return (
    <MuiTextField
      select
      size="small"
      value={admin.role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AdminRole)}
      slotProps={{ htmlInput: { 'aria-label': `${translate('resources.company_admins.fields.role')}: ${admin.displayName}` } }}
      sx={{ minWidth: 160 }}
    >
      {adminRoles.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`resources.company_admins.roles.${role}`)}
        </MenuItem>
      ))}
    </MuiTextField>
  );
};

/**
 * The admins tab: the company's admins with their role, changed in place; 'Add admin' finds a user by
 * phone or, with a name and a password, creates one; removing one (asked first) ends their sessions for
 * the company at once.
 */
export const CompanyAdmins = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  const { run, pending } = useCompanyCall();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CompanyAdminRecord>();
  if (!company) return null;
  const roles = adminRoles.map((role) => ({ id: role, name: translate(`resources.company_admins.roles.${role}`) }));

  const changeRole = async (admin: CompanyAdminRecord, role: AdminRole) => {
    await run(() => dataProvider.editCompanyAdmin(company.id, admin.id, role), UPDATED);
    refresh();
  };
  const remove = async (admin: CompanyAdminRecord) => {
    await run(() => dataProvider.removeCompanyAdmin(company.id, admin.id), UPDATED);
    setRemoving(undefined);
    refresh();
  };

  return (
    <>
      <TabTable<CompanyAdminRecord>
        resource="company_admins"
        companyId={company.id}
        addLabel="resources.company_admins.add"
        onAdd={() => setAdding(true)}
        empty="resources.company_admins.empty"
        columns={[
          { label: 'resources.company_admins.fields.displayName', cell: (admin) => admin.displayName },
          { label: 'resources.company_admins.fields.phoneNumber', cell: (admin) => formatPhoneNumber(admin.phoneNumber) },
          { label: 'resources.company_admins.fields.email', cell: (admin) => admin.email ?? '' },
          {
            label: 'resources.company_admins.fields.role',
            cell: (admin) => <RoleSelect admin={admin} disabled={pending} onChange={(role) => void changeRole(admin, role)} />,
          },
        ]}
        actions={(admin) => (
          <Button size="small" color="error" onClick={() => setRemoving(admin)}>
            {translate('resources.company_admins.remove')}
          </Button>
        )}
      />
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm">
        {adding && (
          <ChildForm
            schema={companyAdminForm}
            record={newAdmin}
            save={async (values) => {
              await dataProvider.addCompanyAdmin(company.id, values as typeof newAdmin);
              refresh();
            }}
            successMessage={UPDATED}
            onSaved={() => setAdding(false)}
          >
            <DialogTitle>{translate('resources.company_admins.add')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <TextInput
                  source="phoneNumber"
                  resource="company_admins"
                  isRequired
                  autoFocus
                  autoComplete="off"
                  helperText="resources.company_admins.help.phoneNumber"
                />
                <SelectInput source="role" resource="company_admins" choices={roles} isRequired helperText={false} />
                <TextInput source="displayName" resource="company_admins" autoComplete="off" helperText={false} />
                <PasswordInput source="password" resource="company_admins" autoComplete="new-password" helperText={false} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAdding(false)}>{translate('common.actions.cancel')}</Button>
              <SubmitButton label="resources.company_admins.add" />
            </DialogActions>
          </ChildForm>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={removing !== undefined}
        loading={pending}
        title="resources.company_admins.remove"
        content={translate('resources.company_admins.confirmRemove', { name: removing?.displayName ?? '' })}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
};
