import SensorDoor from '@mui/icons-material/SensorDoor';
import { lazyExport } from '../lazyExport';

const AccessPointList = lazyExport(() => import('./AccessPointList'), 'AccessPointList');

/** Access points (Set A, /access_points): the list of every company's access points. */
const accessPoints = {
  list: AccessPointList,
  icon: SensorDoor,
  recordRepresentation: 'installationSite',
};
export default accessPoints;
