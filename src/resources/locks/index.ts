import LockIcon from '@mui/icons-material/Lock';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const LockCreate = lazyExport(() => import('./LockCreate'), 'LockCreate');
const LockEdit = lazyExport(() => import('./LockEdit'), 'LockEdit');
const LockList = lazyExport(() => import('./LockList'), 'LockList');

/** Locks (Set A, /locks): every lock of the platform with its settings, company and online state. */
const locks = withEditRoute({
  list: LockList,
  create: LockCreate,
  edit: LockEdit,
  icon: LockIcon,
  recordRepresentation: 'pid',
});
export default locks;
