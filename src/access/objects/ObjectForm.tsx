import { TextArrayInput, TextInput } from 'react-admin';
import { accessObjectForm } from '../../../contract/access-object';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The access object (residential complex) form. Every abonent sees the change. */
export const ObjectForm = () => (
  <ResourceForm schema={accessObjectForm} warnAbonents={{ kind: 'object', except: ['description', 'comment'] }}>
    <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <TextInput source="userDisplayName" fullWidth />
    <TextInput source="heading" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={2} />
    <TextArrayInput source="categories" fullWidth />
    <TextInput source="image" fullWidth />
    <TextInput source="additionalInfo" fullWidth multiline minRows={2} />
    <TextInput source="comment" fullWidth multiline minRows={2} />
  </ResourceForm>
);
