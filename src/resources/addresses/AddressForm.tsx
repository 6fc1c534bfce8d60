import { TextInput } from 'react-admin';
import { addressForm } from '../../../contract/address';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The address form: one value, 2 to 200 characters after trimming. Every abonent sees the change. */
export const AddressForm = () => (
  <ResourceForm schema={addressForm} warnAbonents={{ kind: 'address' }}>
    <TextInput source="value" isRequired fullWidth autoFocus={useFocusFirstField()} />
  </ResourceForm>
);
