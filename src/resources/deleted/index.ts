import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { lazyExport } from '../lazyExport';

const DeletedList = lazyExport(() => import('./DeletedList'), 'DeletedList');

/** Recently deleted (each area): records deleted in the last 30 days, with "Restore". */
const deleted = {
  list: DeletedList,
  icon: RestoreFromTrash,
};
export default deleted;
