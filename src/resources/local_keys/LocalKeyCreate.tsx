import { TextInput } from 'react-admin';
import type { LocalServerRecord } from '../../../contract/local-key';
import { localKeyForm } from '../../../contract/local-key';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** Records a key a local server issued: the server (its company is the key's), phone, title and date. */
export const LocalKeyCreate = () => (
  <ResourceCreate redirect="edit" record={{ date: new Date().toISOString().slice(0, 10) }}>
    <ResourceForm schema={localKeyForm}>
      <ReferenceSelectInput
        source="localServerId"
        reference="local_servers"
        optionText="name"
        optionDetail={(server) => (server as unknown as LocalServerRecord).company}
        required
      />
      <TextInput source="phoneNumber" isRequired fullWidth type="tel" />
      <TextInput source="title" isRequired fullWidth />
      <TextInput source="date" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
    </ResourceForm>
  </ResourceCreate>
);
