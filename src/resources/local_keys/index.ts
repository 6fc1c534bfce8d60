import Dns from '@mui/icons-material/Dns';
import { withEditRoute } from '../../layout/editRoute';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const LocalKeyList = lazyExport(() => import('./LocalKeyList'), 'LocalKeyList');
const LocalKeyCreate = lazyExport(() => import('./LocalKeyCreate'), 'LocalKeyCreate');
const LocalKeyPage = requireAccess(
  lazyExport(() => import('./LocalKeyPage'), 'LocalKeyPage'),
  'edit',
);

/** Local keys (Set A, /local_keys): keys issued by companies' local servers, and their statuses. */
const localKeys = withEditRoute({
  list: LocalKeyList,
  create: LocalKeyCreate,
  edit: LocalKeyPage,
  icon: Dns,
  recordRepresentation: 'title',
});
export default localKeys;
