import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const AttentionPage = requireAccess(
  lazyExport(() => import('./AttentionPage'), 'AttentionPage'),
  'list',
);

/** What needs attention (/attention), at the top of each area's menu with its count. */
const attention = { list: AttentionPage, icon: NotificationImportantOutlined };
export default attention;
