import Schedule from '@mui/icons-material/Schedule';
import { lazyExport } from '../lazyExport';

const WorkingTimePage = lazyExport(() => import('./WorkingTimePage'), 'WorkingTimePage');

/** Working time (Set B, /working_time): a route without a menu entry. */
const workingTime = { list: WorkingTimePage, icon: Schedule };
export default workingTime;
