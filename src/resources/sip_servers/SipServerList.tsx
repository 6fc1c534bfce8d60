import { DataTable, TextField } from 'react-admin';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { ResourceList } from '../../layout/lists/ResourceList';

/** Every company's SIP servers with their company, newest change first on request. */
export const SipServerList = () => (
  <ResourceList sort={{ field: 'name', order: 'ASC' }} exportable mobile={{ primary: 'name', secondary: 'host', tertiary: 'companyName' }}>
    <DataTable.Col source="name" />
    <DataTable.Col source="host">
      <TextField source="host" sx={{ fontFamily: 'monospace' }} />
    </DataTable.Col>
    <DataTable.Col source="companyName" />
    <DataTable.Col source="registered" sx={{ width: 200 }}>
      <LocalDateField source="registered" showTime />
    </DataTable.Col>
    <DataTable.Col source="modified" sx={{ width: 200 }}>
      <LocalDateField source="modified" showTime />
    </DataTable.Col>
  </ResourceList>
);
