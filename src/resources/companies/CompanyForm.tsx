import { BooleanInput, NumberInput, SelectInput, TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { companyForm, companyRoles } from '../../domain/company';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';

/** The contact details: the platform's form and the company's own profile share them. */
export const CompanyContactInputs = () => (
  <>
    <TextInput source="address" fullWidth />
    <TextArrayInput source="phones" fullWidth helperText="resources.companies.help.phones" />
    <Row>
      <TextInput source="support" fullWidth />
      <TextInput source="email" type="email" fullWidth autoComplete="off" />
    </Row>
  </>
);

/**
 * The company's details (spec section 3: Company): name, INN (its check digits checked as it is typed),
 * region, brand, role, contacts, the parking and user-creation switches and the key quota. Keys used and
 * remaining are not typed: the record counts them, and the page shows them beside the quota.
 */
export const CompanyForm = () => {
  const translate = useTranslate();
  const roles = companyRoles.map((role) => ({ id: role, name: translate(`resources.companies.roles.${role}`) }));
  return (
    <ResourceForm schema={companyForm}>
      <TextInput source="name" isRequired fullWidth autoFocus />
      <Row>
        <TextInput source="inn" fullWidth inputMode="numeric" autoComplete="off" helperText="resources.companies.help.inn" />
        <SelectInput source="role" choices={roles} isRequired fullWidth />
      </Row>
      <Row>
        <TextInput source="region" fullWidth />
        <TextInput source="brand" fullWidth />
      </Row>
      <CompanyContactInputs />
      <NumberInput source="keysAvailable" min={0} step={10} helperText="resources.companies.help.keysAvailable" />
      <BooleanInput source="isParking" />
      <BooleanInput source="createUsersWhenRegisteringAbonents" />
    </ResourceForm>
  );
};
