import { DataTable, FunctionField } from 'react-admin';
import type { LocalKeyRecord } from '../../../contract/local-key';
import { DayField } from '../../layout/fields/DayField';
import { PhoneField } from '../../layout/fields/PhoneField';
import { keyFilters } from '../../layout/keys/keyFilters';
import { KeyStatusChip } from '../../layout/keys/KeyStatusChip';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';

/** Local server keys, newest first: by company and status, searched by phone and title. */
export const LocalKeyList = () => (
  <ResourceList
    sort={{ field: 'created', order: 'DESC' }}
    filters={keyFilters()}
    mobile={{ primary: 'title', secondary: <PhoneField source="phoneNumber" />, tertiary: 'localServer' }}
  >
    <DataTable.Col source="title" />
    <DataTable.Col source="phoneNumber">
      <PhoneField source="phoneNumber" />
    </DataTable.Col>
    <DataTable.Col source="company" disableSort />
    <DataTable.Col source="localServer" disableSort sx={hiddenBelow('lg')} />
    <DataTable.Col source="status">
      <FunctionField<LocalKeyRecord> render={(key) => <KeyStatusChip status={key.status} />} />
    </DataTable.Col>
    <DataTable.Col source="date" sx={hiddenBelow('md')}>
      <DayField source="date" />
    </DataTable.Col>
  </ResourceList>
);
