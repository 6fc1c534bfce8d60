import Box from '@mui/material/Box';
import { SelectInput } from 'react-admin';
import { keyStatuses, keyStatusLabel } from '../../../contract/key-status';
import { ReferenceSelectInput } from '../inputs/ReferenceSelectInput';

/** A searchable selector of companies; `alwaysOn` is read by the list's filter form. */
const CompanyFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <Box sx={{ minWidth: 260 }}>
    <ReferenceSelectInput source={source} reference="companies" optionText="name" />
  </Box>
);

/** The platform lists' company filter (CompanyId). */
export const companyFilter = () => <CompanyFilterInput key="companyId" source="companyId" alwaysOn />;

/** The key lists' filters: company and status (as keys read now, expired ones included). */
export const keyFilters = () => [
  companyFilter(),
  <SelectInput
    key="status"
    source="status"
    choices={keyStatuses.map((status) => ({ id: status, name: keyStatusLabel(status) }))}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
];
