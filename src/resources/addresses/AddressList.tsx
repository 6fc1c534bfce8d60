import { DataTable } from 'react-admin';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { ResourceList } from '../../layout/lists/ResourceList';
import { ImportButton } from '../import_files/ImportButton';

export const AddressList = () => (
  <ResourceList
    sort={{ field: 'created', order: 'DESC' }}
    exportable
    actions={<ImportButton kind="addresses" />}
    mobile={{ primary: 'value', secondary: <LocalDateField source="created" showTime /> }}
  >
    <DataTable.Col source="value" />
    <DataTable.Col source="created" sx={{ width: 220 }}>
      <LocalDateField source="created" showTime />
    </DataTable.Col>
  </ResourceList>
);
