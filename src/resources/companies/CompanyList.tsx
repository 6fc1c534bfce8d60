import { DataTable, useRecordContext } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';

/** Keys used of those available, as «12 / 100». */
const KeysField = () => {
  const company = useRecordContext<CompanyRecord>();
  return company ? <>{`${company.keysUsed} / ${company.keysAvailable}`}</> : null;
};

/** The platform's companies: name, INN, region, brand, keys, abonents and admins; searched, exported. */
export const CompanyList = () => (
  <ResourceList
    sort={{ field: 'name', order: 'ASC' }}
    exportable
    mobile={{ primary: 'name', secondary: 'inn', tertiary: 'region' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="inn" />
    <DataTable.Col source="region" sx={hiddenBelow('md')} />
    <DataTable.Col source="brand" sx={hiddenBelow('lg')} />
    <DataTable.Col source="keysUsed" label="resources.companies.fields.keysUsedOfAvailable" align="right" disableSort>
      <KeysField />
    </DataTable.Col>
    <DataTable.Col source="users" align="right" disableSort sx={hiddenBelow('lg')} />
    <DataTable.Col source="administrators" align="right" disableSort sx={hiddenBelow('lg')} />
  </ResourceList>
);
