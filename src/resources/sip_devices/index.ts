import DialerSip from '@mui/icons-material/DialerSip';
import { SipDeviceCreate } from './SipDeviceCreate';
import { SipDeviceEdit } from './SipDeviceEdit';
import { SipDeviceList } from './SipDeviceList';

/** SIP devices (Set B): the company's SIP intercom panels and their configuration. */
const sipDevices = {
  list: SipDeviceList,
  create: SipDeviceCreate,
  edit: SipDeviceEdit,
  icon: DialerSip,
  recordRepresentation: 'sipDeviceName',
};
export default sipDevices;
