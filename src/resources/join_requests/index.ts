import HowToReg from '@mui/icons-material/HowToReg';
import { lazyExport } from '../lazyExport';

const JoinRequestList = lazyExport(() => import('./JoinRequestList'), 'JoinRequestList');

/** Join requests (Set B, /join_requests): residents asking to be registered from the company's QR. */
const joinRequests = { list: JoinRequestList, icon: HowToReg, recordRepresentation: 'name' };
export default joinRequests;
