import People from '@mui/icons-material/People';
import { bansRoute } from '../bans';
import { lazyExport } from '../lazyExport';

const UserList = lazyExport(() => import('./UserList'), 'UserList');

/** Users (Set A): the platform's users; the landing screen of the platform area, with its bans at users/bans. */
const users = {
  list: UserList,
  icon: People,
  recordRepresentation: 'displayName',
  children: [bansRoute],
};
export default users;
