import { DataTable, TextField } from 'react-admin';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';
import { companyFilterLabelled } from '../locks/platformFilters';

const monospace = { fontFamily: 'monospace' };

/**
 * Every company's SIP servers (sipServerId, name, company ID and name, registered,
 * modified), filtered by company; a row opens the server. The identifiers show on wide screens only.
 */
export const SipServerList = () => (
  <ResourceList
    sort={{ field: 'name', order: 'ASC' }}
    filters={[companyFilterLabelled('resources.sip_servers.fields.companyName')]}
    exportable
    mobile={{ primary: 'name', secondary: 'host', tertiary: 'companyName' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="host">
      <TextField source="host" sx={monospace} />
    </DataTable.Col>
    <DataTable.Col source="companyName" />
    <DataTable.Col source="registered" sx={{ width: 200 }}>
      <LocalDateField source="registered" showTime />
    </DataTable.Col>
    <DataTable.Col source="modified" sx={{ width: 200 }}>
      <LocalDateField source="modified" showTime />
    </DataTable.Col>
    <DataTable.Col source="sipServerId" disableSort sx={hiddenBelow('xl')}>
      <TextField source="sipServerId" sx={monospace} />
    </DataTable.Col>
    <DataTable.Col source="companyId" disableSort sx={hiddenBelow('xl')}>
      <TextField source="companyId" sx={monospace} />
    </DataTable.Col>
  </ResourceList>
);
