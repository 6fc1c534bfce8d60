import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { Route } from 'react-router';
import { withEditRoute } from '../../layout/editRoute';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const AccessRightList = lazyExport(() => import('./AccessRightList'), 'AccessRightList');
const AccessRightCreate = lazyExport(() => import('./AccessRightPages'), 'AccessRightCreate');
const AccessRightEdit = lazyExport(() => import('./AccessRightPages'), 'AccessRightEdit');
const WhoCanPassPage = requireAccess(
  lazyExport(() => import('./WhoCanPassPage'), 'WhoCanPassPage'),
  'list',
);

/** Access rights (Set B, /access_rights), with who-can-pass at /access_rights/who-can-pass. */
const accessRights = withEditRoute({
  list: AccessRightList,
  create: AccessRightCreate,
  edit: AccessRightEdit,
  icon: VpnKeyIcon,
  recordRepresentation: 'name',
  children: [<Route key="who-can-pass" path="who-can-pass" element={<WhoCanPassPage />} />],
});
export default accessRights;
