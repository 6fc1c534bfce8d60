import { DataTable, FunctionField } from 'react-admin';
import type { RegKeyRecord } from '../../../contract/reg-key';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { PhoneField } from '../../layout/fields/PhoneField';
import { keyFilters } from '../../layout/keys/keyFilters';
import { KeyPeriod } from '../../layout/keys/KeyPeriod';
import { KeyStatusChip } from '../../layout/keys/KeyStatusChip';
import { hiddenBelow, oneLine, ResourceList, wrapping, wrappingChip } from '../../layout/lists/ResourceList';

/** Registration keys, newest first: by company and status, searched by phone and title. */
export const RegKeyList = () => (
  <ResourceList
    sort={{ field: 'created', order: 'DESC' }}
    filters={keyFilters()}
    mobile={{ primary: 'title', secondary: <PhoneField source="phoneNumber" />, tertiary: 'company' }}
  >
    <DataTable.Col source="title" cellSx={wrapping} />
    <DataTable.Col source="phoneNumber" sx={oneLine}>
      <PhoneField source="phoneNumber" />
    </DataTable.Col>
    <DataTable.Col source="company" disableSort cellSx={wrapping} />
    <DataTable.Col source="status" disableSort sx={wrappingChip()}>
      <FunctionField<RegKeyRecord> render={(key) => <KeyStatusChip status={key.status} />} />
    </DataTable.Col>
    <DataTable.Col source="period" disableSort sx={hiddenBelow('lg')}>
      <FunctionField<RegKeyRecord> render={(key) => <KeyPeriod {...key} twoLines />} />
    </DataTable.Col>
    <DataTable.Col source="created" sx={hiddenBelow('md')}>
      <LocalDateField source="created" />
    </DataTable.Col>
  </ResourceList>
);
