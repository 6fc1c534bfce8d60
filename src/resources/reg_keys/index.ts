import VpnKey from '@mui/icons-material/VpnKey';
import { withEditRoute } from '../../layout/editRoute';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const RegKeyList = lazyExport(() => import('./RegKeyList'), 'RegKeyList');
const RegKeyCreate = lazyExport(() => import('./RegKeyCreate'), 'RegKeyCreate');
const RegKeyPage = requireAccess(
  lazyExport(() => import('./RegKeyPage'), 'RegKeyPage'),
  'edit',
);

/** Registration keys (Set A, /reg_keys): keys registered for phones in companies, and their statuses. */
const regKeys = withEditRoute({
  list: RegKeyList,
  create: RegKeyCreate,
  edit: RegKeyPage,
  icon: VpnKey,
  recordRepresentation: 'title',
});
export default regKeys;
