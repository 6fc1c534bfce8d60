import ManageHistory from '@mui/icons-material/ManageHistory';
import { lazyExport } from '../lazyExport';

const AuditList = lazyExport(() => import('./AuditList'), 'AuditList');

/** Audit (platform): who changed what, when and from where, across every company. */
const audit = {
  list: AuditList,
  icon: ManageHistory,
};
export default audit;
