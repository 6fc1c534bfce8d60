import DialerSip from '@mui/icons-material/DialerSip';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const SipDeviceCreate = lazyExport(() => import('./SipDeviceCreate'), 'SipDeviceCreate');
const SipDeviceEdit = lazyExport(() => import('./SipDeviceEdit'), 'SipDeviceEdit');
const SipDeviceList = lazyExport(() => import('./SipDeviceList'), 'SipDeviceList');

/** SIP devices (Set B): the company's SIP intercom panels and their configuration. */
const sipDevices = withEditRoute({
  list: SipDeviceList,
  create: SipDeviceCreate,
  edit: SipDeviceEdit,
  icon: DialerSip,
  recordRepresentation: 'sipDeviceName',
});
export default sipDevices;
