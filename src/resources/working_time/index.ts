import Schedule from '@mui/icons-material/Schedule';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const WorkingTimePage = requireAccess(
  lazyExport(() => import('./WorkingTimePage'), 'WorkingTimePage'),
  'list',
);

/** Working time (Set B, /working_time): a route without a menu entry. */
const workingTime = { list: WorkingTimePage, icon: Schedule };
export default workingTime;
