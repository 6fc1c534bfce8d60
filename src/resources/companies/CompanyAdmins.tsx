import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Save from '@mui/icons-material/Save';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PasswordInput, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import { type CompanyAdminRecord, companyAdminForm } from '../../../contract/company-admin';
import { DEFAULT_COMPANY_ROLE } from '../../../contract/permissions';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { Row } from '../../layout/forms/FormLayout';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useMayCall } from '../../session/permissions';
import { Section } from '../abonents/Section';
import { RoleInput } from '../company_roles/RoleInput';

const roleForm = companyAdminForm.pick({ role: true });
const NOTICE = 'resources.companies.notifications';

/**
 * One admin: name and phone, the role saved on its own, and remove (asked first); for a role that may
 * not change them (an auditor), the role read-only.
 */
const AdminRow = ({
  companyId,
  admin,
  onChanged,
}: {
  companyId: string;
  admin: CompanyAdminRecord;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [confirming, setConfirming] = useState(false);
  const mayCall = useMayCall();
  const remove = useMutation({
    mutationFn: () => dataProvider.removeCompanyAdmin({ CompanyId: companyId, UserId: admin.id }),
    onSuccess: () => {
      notify(`${NOTICE}.adminRemoved`, { type: 'success' });
      onChanged();
    },
    onError: notifyFailure,
    onSettled: () => setConfirming(false),
  });
  return (
    <ChildForm
      schema={roleForm}
      record={{ role: admin.role }}
      save={(values) => dataProvider.editCompanyAdmin({ CompanyId: companyId, UserId: admin.id, Role: values.role })}
      successMessage={`${NOTICE}.adminRoleSaved`}
      onSaved={onChanged}
      readOnly={!mayCall('EditCompanyAdmin')}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, py: 1 }}
        data-testid="company-admin"
      >
        <Typography sx={{ flex: 1, minWidth: 0 }}>
          {admin.displayName}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            +{admin.phoneNumber}
          </Typography>
        </Typography>
        <RoleInput
          companyId={companyId}
          source="role"
          label="resources.companies.admins.fields.role"
          size="small"
          helperText={false}
          sx={{ width: 200 }}
        />
        <Stack direction="row" spacing={1}>
          <SubmitButton label="resources.companies.admins.saveRole" icon={<Save />} />
          {mayCall('RemoveCompanyAdmin') && (
            <IconButton aria-label={translate('resources.companies.admins.remove')} onClick={() => setConfirming(true)}>
              <PersonRemove />
            </IconButton>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        loading={remove.isPending}
        title="resources.companies.admins.remove"
        content={translate('resources.companies.admins.confirmRemove', { name: admin.displayName })}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </ChildForm>
  );
};

/**
 * The admins section: who administers the company, each one's role, and a form adding one by phone (an
 * existing user, or a new one with a name and password), which starts over once the admin is added. Each
 * toast says what was done: added, role saved, removed. A role that may not change them sees the admins
 * and their roles read-only, without the form.
 */
export const CompanyAdmins = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const mayAdd = useMayCall()('AddCompanyAdmin');
  const companyId = company?.id ?? '';
  const queryKey = ['companies', 'admins', companyId];
  const { data, isPending } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getCompanyAdmins(companyId),
    enabled: !!company,
  });
  const changed = () => queryClient.invalidateQueries({ queryKey });
  if (!company) return null;
  const admins = data?.data.items ?? [];
  return (
    <Section title="resources.companies.tabs.admins">
      <Stack spacing={2}>
        {!isPending && admins.length === 0 && (
          <Typography color="text.secondary">{translate('resources.companies.admins.empty')}</Typography>
        )}
        {admins.map((admin) => (
          <AdminRow key={admin.id} companyId={companyId} admin={admin} onChanged={changed} />
        ))}
        {mayAdd && (
          <ChildForm
            startOver
            schema={companyAdminForm}
            record={{ phoneNumber: '', role: DEFAULT_COMPANY_ROLE, displayName: '', password: '' }}
            save={(values) =>
              dataProvider.addCompanyAdmin({
                CompanyId: companyId,
                PhoneNumber: values.phoneNumber,
                Role: values.role,
                DisplayName: values.displayName,
                Password: values.password,
              })
            }
            successMessage={`${NOTICE}.adminAdded`}
            onSaved={changed}
          >
            <Typography variant="subtitle1">{translate('resources.companies.admins.add')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('resources.companies.admins.help')}
            </Typography>
            <Row>
              <TextInput
                source="phoneNumber"
                label="resources.companies.admins.fields.phoneNumber"
                isRequired
                fullWidth
                autoComplete="off"
              />
              <RoleInput
                companyId={companyId}
                source="role"
                label="resources.companies.admins.fields.role"
                isRequired
                fullWidth
              />
            </Row>
            <Row>
              <TextInput
                source="displayName"
                label="resources.companies.admins.fields.newDisplayName"
                fullWidth
                autoComplete="off"
              />
              <PasswordInput
                source="password"
                label="resources.companies.admins.fields.password"
                fullWidth
                autoComplete="new-password"
              />
            </Row>
            <SubmitButton label="resources.companies.admins.add" icon={<PersonAdd />} />
          </ChildForm>
        )}
      </Stack>
    </Section>
  );
};
