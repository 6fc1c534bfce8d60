import CheckCircle from '@mui/icons-material/CheckCircle';
import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { PLATFORM_ROLE_NAMES } from '../../../contract/permissions';
import { useWatch } from 'react-hook-form';
import { type UserRecord, userForm } from '../../../contract/user';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { PhoneInput } from '../../layout/inputs/PhoneInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** Under the e-mail: whether the stored address is confirmed; a new one has to be confirmed by its owner. */
const EmailInput = () => {
  const translate = useTranslate();
  const user = useRecordContext<UserRecord>();
  const typed = useWatch({ name: 'email' }) as string | null | undefined;
  const stored = !!user?.email && (typed ?? '').trim() === user.email;
  const helper = !stored ? (
    translate('resources.users.help.email')
  ) : user.emailConfirmed ? (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <CheckCircle fontSize="inherit" color="success" />
      {translate('resources.users.email.confirmed')}
    </span>
  ) : (
    translate('resources.users.email.notConfirmed')
  );
  return <TextInput source="email" type="email" fullWidth helperText={helper} />;
};

/** What a platform admin may do there; nothing to choose for a user who is none. */
const PlatformRoleInput = () => {
  const translate = useTranslate();
  const isPlatformAdmin = useWatch({ name: 'isPlatformAdmin' }) as boolean | undefined;
  if (!isPlatformAdmin) return null;
  return (
    <SelectInput
      source="platformRole"
      choices={PLATFORM_ROLE_NAMES.map((name) => ({
        id: name,
        name: translate(`resources.company_roles.platform.${name}`),
      }))}
      translateChoice={false}
      helperText="resources.users.help.platformRole"
      sx={{ minWidth: 260 }}
    />
  );
};

/** The user's details (spec: display name, phone, e-mail), whether they administer the platform and how. */
export const UserForm = () => (
  <ResourceForm schema={userForm}>
    <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <Row>
      <PhoneInput source="phoneNumber" isRequired fullWidth />
      <EmailInput />
    </Row>
    <BooleanInput source="isPlatformAdmin" helperText="resources.users.help.isPlatformAdmin" />
    <PlatformRoleInput />
  </ResourceForm>
);
