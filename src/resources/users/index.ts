import People from '@mui/icons-material/People';
import { lazyExport } from '../lazyExport';

const UserList = lazyExport(() => import('./UserList'), 'UserList');

/** Users (Set A): the platform's users; the landing screen of the platform area. */
const users = {
  list: UserList,
  icon: People,
  recordRepresentation: 'displayName',
};
export default users;
