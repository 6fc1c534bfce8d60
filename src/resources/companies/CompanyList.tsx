import { DataTable, FunctionField } from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';

/** Keys used of those available, as an operator reads a quota. */
const KeyQuota = () => (
  <FunctionField<CompanyRecord> render={(company) => `${company.keysUsed} / ${company.keysAvailable}`} />
);

/**
 * Every company of the platform (Company): name, INN, region, brand, keys used of those
 * available, residents and admins; search in name, INN and region; export; a row opens the company.
 */
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
    <DataTable.Col source="keysUsed" align="right" disableSort>
      <KeyQuota />
    </DataTable.Col>
    <DataTable.Col source="users" align="right" disableSort sx={hiddenBelow('lg')} />
    <DataTable.Col source="administrators" align="right" disableSort sx={hiddenBelow('xl')} />
  </ResourceList>
);
