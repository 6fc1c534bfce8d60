import { TextInput } from 'react-admin';
import { simCardForm } from '../../../contract/sim-payment';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** Adds a company's SIM card: where it is, its phone and the day it is paid up to. */
export const SimCardCreate = () => (
  <ResourceCreate>
    <ResourceForm schema={simCardForm}>
      <ReferenceSelectInput source="companyId" reference="companies" optionText="name" required />
      <TextInput source="place" isRequired fullWidth />
      <TextInput source="phone" isRequired fullWidth type="tel" />
      <TextInput source="paidUpTo" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
    </ResourceForm>
  </ResourceCreate>
);
