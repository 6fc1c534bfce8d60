import { DataTable } from 'react-admin';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { ResourceList } from '../../layout/lists/ResourceList';

export const AddressList = () => (
  <ResourceList
    sort={{ field: 'created', order: 'DESC' }}
    exportable
    mobile={{ primary: 'value', secondary: <LocalDateField source="created" showTime /> }}
  >
    <DataTable.Col source="value" />
    <DataTable.Col source="created" sx={{ width: 220 }}>
      <LocalDateField source="created" showTime />
    </DataTable.Col>
  </ResourceList>
);
