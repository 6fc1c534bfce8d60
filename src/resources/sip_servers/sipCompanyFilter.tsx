import { AutocompleteInput, ReferenceInput } from 'react-admin';

/**
 * The platform's SIP lists' company filter, named 'Company' as on every other screen: the resources'
 * `companyId` label is 'Company ID', right for the column of identifiers (SIP servers) but not for a
 * choice of companies by name.
 */
export const sipCompanyFilter = (resource: 'sip_servers' | 'sip_devices') => (
  <ReferenceInput key="company" source="companyId" reference="companies" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" label={`resources.${resource}.fields.companyName`} sx={{ minWidth: 240 }} />
  </ReferenceInput>
);
