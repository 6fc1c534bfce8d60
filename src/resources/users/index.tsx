import People from '@mui/icons-material/People';
import { withEditRoute } from '../../layout/editRoute';
import { bansRoute } from '../bans';
import { lazyExport } from '../lazyExport';

const UserEdit = lazyExport(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyExport(() => import('./UserList'), 'UserList');

/**
 * Users (Set A): the platform's users, each opening its page at users/edit/{id}; the landing screen of
 * the platform area, with its bans at users/bans.
 */
const users = withEditRoute({
  list: UserList,
  edit: UserEdit,
  icon: People,
  recordRepresentation: 'displayName',
  children: [bansRoute],
});
export default users;
