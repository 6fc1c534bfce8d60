import AccountTree from '@mui/icons-material/AccountTree';
import { lazyPage } from '../lazyPage';
import { requireAccess } from '../layout/RequireAccess';

/**
 * The access section as the area registers it: one page at /access with its own child routes (the
 * forms), listed in the sidebar. Loaded when first opened: the tree's libraries stay out of the area's
 * first download.
 */
export const accessSection = {
  list: requireAccess(
    lazyPage(() => import('./AccessPage')),
    'list',
  ),
  icon: AccountTree,
};
