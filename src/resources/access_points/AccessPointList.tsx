import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';

/** Set A's access points: every company's points, read-only (companies edit them in their access tree). */
export const AccessPointList = () => (
  <ResourceList sort={{ field: 'installationDate', order: 'DESC' }} exportable>
    <DataTable.Col source="company" />
    <DataTable.Col source="lockPid" label="points.list.lockPid" />
    <DataTable.Col source="installationSite" />
    <DataTable.Col source="installationDate" sx={{ width: 200 }}>
      <DateField source="installationDate" />
    </DataTable.Col>
    <DataTable.Col source="comment" disableSort />
  </ResourceList>
);
