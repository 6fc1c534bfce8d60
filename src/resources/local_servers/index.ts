import Dns from '@mui/icons-material/Dns';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const LocalServerList = lazyExport(() => import('./LocalServerList'), 'LocalServerList');
const LocalServerEdit = lazyExport(() => import('./LocalServerEdit'), 'LocalServerEdit');

/** Local servers (company area, /local_servers): the company's own, and the access points each serves. */
const localServers = withEditRoute({
  list: LocalServerList,
  edit: LocalServerEdit,
  icon: Dns,
  recordRepresentation: 'name',
});
export default localServers;
