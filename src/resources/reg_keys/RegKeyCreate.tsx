import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { regKeyForm } from '../../../contract/reg-key';
import { keyTypes } from '../../../contract/key-status';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** The period's ends, for a temporary key only (the browser's local time, sent as instants). */
const Period = () => {
  const keyType = useWatch({ name: 'keyType' });
  if (keyType !== 'temporary') return null;
  return (
    <>
      {(['validFrom', 'validUntil'] as const).map((source) => (
        <TextInput
          key={source}
          source={source}
          type="datetime-local"
          isRequired
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
};

/** Registers a key in a company for a phone number: permanent, or temporary within its period. */
export const RegKeyCreate = () => (
  <ResourceCreate redirect="edit">
    <ResourceForm schema={regKeyForm}>
      <ReferenceSelectInput source="companyId" reference="companies" optionText="name" required />
      <TextInput source="phoneNumber" isRequired fullWidth type="tel" />
      <TextInput source="title" isRequired fullWidth />
      <RadioButtonGroupInput
        source="keyType"
        choices={keyTypes.map((type) => ({ id: type, name: `resources.abonent_keys.keyTypes.${type}` }))}
        defaultValue="permanent"
      />
      <Period />
    </ResourceForm>
  </ResourceCreate>
);
