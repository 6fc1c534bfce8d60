import { DataTable } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';
import { LocalDateField } from '../../layout/fields/LocalDateField';

/** Set A's access points: every company's points, read-only (companies edit them in their access tree). */
export const AccessPointList = () => (
  <ResourceList
    sort={{ field: 'installationDate', order: 'DESC' }}
    exportable
    mobile={{ primary: 'installationSite', secondary: 'company', tertiary: 'lockPid' }}
  >
    <DataTable.Col source="company" />
    <DataTable.Col source="lockPid" />
    <DataTable.Col source="installationSite" />
    <DataTable.Col source="installationDate" sx={{ width: 200 }}>
      <LocalDateField source="installationDate" />
    </DataTable.Col>
    <DataTable.Col source="comment" disableSort />
  </ResourceList>
);
