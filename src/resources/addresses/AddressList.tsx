import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';

export const AddressList = () => (
  <ResourceList sort={{ field: 'created', order: 'DESC' }} exportable>
    <DataTable.Col source="value" />
    <DataTable.Col source="created" sx={{ width: 220 }}>
      <DateField source="created" showTime />
    </DataTable.Col>
  </ResourceList>
);
