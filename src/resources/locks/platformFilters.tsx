import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { deviceStatuses } from '../../../contract/device';

/**
 * The platform lists' company filter, a choice of companies by name. `label` where the resource's own
 * `companyId` label names a column of identifiers ('Company ID', the SIP servers'), not a company.
 */
export const companyFilterLabelled = (label?: string) => (
  <ReferenceInput
    key="company"
    source="companyId"
    reference="companies"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" label={label} sx={{ minWidth: 240 }} />
  </ReferenceInput>
);

/** The filters of the platform's device lists: company and online state (and, for locks, type). */
export const companyFilter = companyFilterLabelled();
export const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    choices={deviceStatuses.map((status) => ({ id: status, name: `common.device.${status}` }))}
    alwaysOn
    sx={{ minWidth: 160 }}
  />
);
