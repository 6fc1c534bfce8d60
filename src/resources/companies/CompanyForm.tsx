import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { companyForm } from '../../domain/company';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';

/**
 * The company's details (spec section 3: Company). Keys used and remaining are not typed: the server
 * counts them from the keys issued, and the edit page shows them.
 */
export const CompanyForm = () => (
  <ResourceForm schema={companyForm}>
    <TextInput source="name" isRequired fullWidth autoFocus />
    <TextInput source="address" fullWidth />
    <Row>
      <TextInput source="inn" fullWidth autoComplete="off" />
      <TextInput source="region" fullWidth />
      <TextInput source="brand" fullWidth />
    </Row>
    <Row>
      <TextInput source="phones" fullWidth />
      <TextInput source="support" fullWidth />
      <TextInput source="email" type="email" fullWidth />
    </Row>
    <Row>
      <TextInput source="role" fullWidth />
      <NumberInput source="keysAvailable" min={0} step={1} fullWidth />
    </Row>
    <BooleanInput source="isParking" />
    <BooleanInput source="createUsersWhenRegisteringAbonents" />
  </ResourceForm>
);
