import SensorDoor from '@mui/icons-material/SensorDoor';
import { lazyExport } from '../lazyExport';

const AccessPointList = lazyExport(() => import('./AccessPointList'), 'AccessPointList');
const CompanyAccessPointList = lazyExport(() => import('./CompanyAccessPointList'), 'CompanyAccessPointList');

/** Access points (Set A, /access_points): the list of every company's access points. */
const accessPoints = {
  list: AccessPointList,
  icon: SensorDoor,
  recordRepresentation: 'installationSite',
};
export default accessPoints;

/**
 * The company's access points (Set B, /access_points): a list by path with the devices serving each;
 * they are edited in the access tree, where a row leads.
 */
export const companyAccessPoints = {
  list: CompanyAccessPointList,
  icon: SensorDoor,
  recordRepresentation: 'path',
};
