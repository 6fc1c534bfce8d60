import SettingsRemote from '@mui/icons-material/SettingsRemote';
import { lazyExport } from '../lazyExport';

const DeviceList = lazyExport(() => import('./DeviceList'), 'DeviceList');

/** Devices (both areas, /devices): local servers and controllers and their credentials' sync; a list only. */
const devices = { list: DeviceList, icon: SettingsRemote };
export default devices;
