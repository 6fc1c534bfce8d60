import Dns from '@mui/icons-material/Dns';
import { lazyExport } from '../lazyExport';

const SipServerList = lazyExport(() => import('./SipServerList'), 'SipServerList');

/** SIP servers (Set A): every company's registered SIP servers, read-only for now. */
const sipServers = {
  list: SipServerList,
  icon: Dns,
  recordRepresentation: 'name',
};
export default sipServers;
