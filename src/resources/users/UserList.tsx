import { DataTable, FunctionField, NumberField } from 'react-admin';
import type { UserListItem } from '../../domain/user';
import { PhoneField } from '../../layout/fields/PhoneField';
import { ResourceList } from '../../layout/lists/ResourceList';
import { EmailField } from './EmailField';

/** The platform's users, read-only for now: their detail and edit come with the user screens. */
export const UserList = () => (
  <ResourceList
    sort={{ field: 'displayName', order: 'ASC' }}
    exportable
    mobile={{ primary: 'displayName', secondary: <PhoneField source="phoneNumber" />, tertiary: 'email' }}
  >
    <DataTable.Col source="displayName" />
    <DataTable.Col source="phoneNumber">
      <PhoneField source="phoneNumber" />
    </DataTable.Col>
    <DataTable.Col source="email">
      <EmailField />
    </DataTable.Col>
    <DataTable.Col source="keysCount" align="right">
      <NumberField source="keysCount" />
    </DataTable.Col>
    <DataTable.Col source="companies" disableSort>
      <FunctionField<UserListItem> render={(user) => user.companies.join(', ')} />
    </DataTable.Col>
  </ResourceList>
);
