import Dns from '@mui/icons-material/Dns';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const SipServerCreate = lazyExport(() => import('./SipServerCreate'), 'SipServerCreate');
const SipServerEdit = lazyExport(() => import('./SipServerEdit'), 'SipServerEdit');
const SipServerList = lazyExport(() => import('./SipServerList'), 'SipServerList');

/** SIP servers (Set A): every company's registered SIP servers, registered, edited and deleted here. */
const sipServers = withEditRoute({
  list: SipServerList,
  create: SipServerCreate,
  edit: SipServerEdit,
  icon: Dns,
  recordRepresentation: 'name',
});
export default sipServers;
