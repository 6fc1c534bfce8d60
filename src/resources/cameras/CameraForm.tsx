import { PasswordInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type CameraRecord, cameraForm, sameCameraAddress } from '../../../contract/camera';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useFocusFirstField } from '../../layout/forms/firstField';

/**
 * Says what the write-only password field does: on edit, empty keeps the stored password, except for a
 * link to another address, which the server refuses without the password again.
 */
const PasswordHelp = () => {
  const translate = useTranslate();
  const camera = useRecordContext<CameraRecord>();
  const link = useWatch({ name: 'link' }) as string | undefined;
  if (!camera?.id) return translate('resources.cameras.help.passwordNew');
  if (!camera.hasPassword) return translate('resources.cameras.help.passwordNone');
  return translate(
    sameCameraAddress(camera.link, link ?? '')
      ? 'resources.cameras.help.passwordStored'
      : 'resources.cameras.help.passwordAddressChanged',
  );
};

/**
 * The camera form: name, login, password and the stream link. The password is
 * write-only: the server never returns it, so the field starts empty and only a typed password is sent.
 */
export const CameraForm = () => (
  <ResourceForm schema={cameraForm}>
    <TextInput source="name" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <TextInput source="link" isRequired fullWidth helperText="resources.cameras.help.link" />
    <TextInput source="login" fullWidth autoComplete="off" />
    <PasswordInput source="password" fullWidth autoComplete="new-password" helperText={<PasswordHelp />} />
  </ResourceForm>
);
