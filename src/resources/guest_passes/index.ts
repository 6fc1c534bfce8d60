import QrCode2Icon from '@mui/icons-material/QrCode2';
import { lazyExport } from '../lazyExport';

const GuestPassList = lazyExport(() => import('./GuestPassList'), 'GuestPassList');

/** Guest links (Set B, /guest_passes): in the menu after access rights, where they are issued. */
const guestPasses = { list: GuestPassList, icon: QrCode2Icon, recordRepresentation: 'name' };
export default guestPasses;
