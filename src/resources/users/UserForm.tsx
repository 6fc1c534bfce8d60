import CheckCircle from '@mui/icons-material/CheckCircle';
import { BooleanInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
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

/** The user's details (spec: display name, phone, e-mail) and whether they administer the platform. */
export const UserForm = () => (
  <ResourceForm schema={userForm}>
    <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <Row>
      <PhoneInput source="phoneNumber" isRequired fullWidth />
      <EmailInput />
    </Row>
    <BooleanInput source="isPlatformAdmin" helperText="resources.users.help.isPlatformAdmin" />
  </ResourceForm>
);
