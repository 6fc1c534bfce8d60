import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { companyForm, ownCompanyForm } from '../../../contract/company';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The details a company's own admins may change too (its address and how to reach it). */
const ContactInputs = () => (
  <>
    <TextInput source="address" fullWidth />
    <Row>
      <TextInput source="phones" fullWidth />
      <TextInput source="support" fullWidth />
    </Row>
    <TextInput source="email" type="email" fullWidth />
  </>
);

/** The company form of the platform (Company); keys used and remaining are counted, not typed. */
export const CompanyForm = () => (
  <ResourceForm schema={companyForm}>
    <TextInput source="name" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <Row>
      <TextInput source="inn" fullWidth inputMode="numeric" />
      <TextInput source="region" fullWidth />
    </Row>
    <Row>
      <TextInput source="brand" fullWidth />
      <TextInput source="role" fullWidth />
    </Row>
    <ContactInputs />
    <NumberInput
      source="keysAvailable"
      min={0}
      step={1}
      fullWidth
      helperText="resources.companies.help.keysAvailable"
    />
    <BooleanInput source="isParking" />
    <BooleanInput source="createUsersOnRegistration" />
    <BooleanInput source="requireTwoFactor" />
  </ResourceForm>
);

/**
 * The company's own profile in the company area: only the contact details and whether its administrators
 * must sign in with a second factor; the rest is the platform's.
 */
export const OwnCompanyForm = () => (
  <ResourceForm schema={ownCompanyForm}>
    <TextInput source="name" disabled fullWidth helperText="resources.companies.help.ownProfile" />
    <Row>
      <TextInput source="inn" disabled fullWidth />
      <TextInput source="region" disabled fullWidth />
    </Row>
    <ContactInputs />
    <BooleanInput source="requireTwoFactor" />
  </ResourceForm>
);
