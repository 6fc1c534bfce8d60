import Box from '@mui/material/Box';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import type { ExportColumns } from '../../layout/lists/ExportCsvButton';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';

/** The export: the details an operator's spreadsheet wants, phones joined, the role in words. */
const exportColumns: ExportColumns = (record, translate) => {
  const company = record as CompanyRecord;
  return {
    name: company.name,
    inn: company.inn ?? '',
    region: company.region ?? '',
    brand: company.brand ?? '',
    role: translate(`resources.companies.roles.${company.role}`),
    address: company.address ?? '',
    phones: company.phones.map(formatPhoneNumber).join(', '),
    email: company.email ?? '',
    keysAvailable: company.keysAvailable,
    keysUsed: company.keysUsed,
    keysRemaining: company.keysRemaining,
    users: company.users,
    administrators: company.administrators,
    created: company.created,
  };
};

/** Keys used of the quota, '12 / 500'; over the quota in the error colour. */
const KeysField = () => {
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  return (
    <Box component="span" sx={{ color: company.keysRemaining < 0 ? 'error.main' : undefined }}>
      {company.keysUsed} / {company.keysAvailable}
    </Box>
  );
};

const RoleField = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  return company ? <>{translate(`resources.companies.roles.${company.role}`)}</> : null;
};

/** The platform's companies: name, INN, region, brand, keys used of available, key holders, admins. */
export const CompanyList = () => (
  <ResourceList
    sort={{ field: 'name', order: 'ASC' }}
    exportable
    exportColumns={exportColumns}
    mobile={{ primary: 'name', secondary: 'inn', tertiary: <KeysField /> }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="inn" />
    <DataTable.Col source="region" />
    <DataTable.Col source="brand" sx={hiddenBelow('lg')} />
    <DataTable.Col source="role" disableSort sx={hiddenBelow('xl')}>
      <RoleField />
    </DataTable.Col>
    <DataTable.Col source="keysAvailable" label="resources.companies.fields.keys" align="right">
      <KeysField />
    </DataTable.Col>
    <DataTable.Col source="users" align="right" disableSort />
    <DataTable.Col source="administrators" align="right" disableSort />
  </ResourceList>
);
