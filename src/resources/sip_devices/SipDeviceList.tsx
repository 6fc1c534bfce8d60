import { DataTable, NumberField, TextField } from 'react-admin';
import { ResourceList } from '../../layout/lists/ResourceList';
import { LocalDateField } from '../../layout/fields/LocalDateField';

/** The company's SIP devices: name, server, address, linked abonents, when added; search on the server. */
export const SipDeviceList = () => (
  <ResourceList sort={{ field: 'sipDeviceName', order: 'ASC' }}>
    <DataTable.Col source="sipDeviceName" />
    <DataTable.Col source="server" />
    <DataTable.Col source="address">
      <TextField source="address" emptyText="—" />
    </DataTable.Col>
    <DataTable.Col source="abonentCount" align="right" sx={{ width: 110 }}>
      <NumberField source="abonentCount" />
    </DataTable.Col>
    <DataTable.Col source="added" sx={{ width: 130 }}>
      <LocalDateField source="added" />
    </DataTable.Col>
  </ResourceList>
);
