import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { deviceStatuses } from '../../domain/device';

/** The filters of the platform's device lists: company and online state (and, for locks, type). */
export const companyFilter = (
  <ReferenceInput key="company" source="companyId" reference="companies" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>
);
export const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    choices={deviceStatuses.map((status) => ({ id: status, name: `common.device.${status}` }))}
    alwaysOn
    sx={{ minWidth: 160 }}
  />
);
