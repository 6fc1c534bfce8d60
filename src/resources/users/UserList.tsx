import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { DataTable, FunctionField, Link, NumberField, useCreatePath, useTranslate } from 'react-admin';
import type { UserListItem } from '../../../contract/user';
import { PhoneField } from '../../layout/fields/PhoneField';
import { ResourceList } from '../../layout/lists/ResourceList';
import { BANS_SEGMENT } from '../bans';
import { EmailField } from './EmailField';

/** To the Bans screen (users/bans). */
const BansButton = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'users', type: 'list' })}/${BANS_SEGMENT}`}
      size="small"
      startIcon={<Block />}
    >
      {translate('resources.users.actions.bans')}
    </Button>
  );
};

/** The platform's users; a row opens the user's page (users/edit/{id}). */
export const UserList = () => (
  <ResourceList
    sort={{ field: 'displayName', order: 'ASC' }}
    exportable
    actions={<BansButton />}
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
