import UploadFile from '@mui/icons-material/UploadFile';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const ImportWizard = requireAccess(
  lazyExport(() => import('./ImportWizard'), 'ImportWizard'),
  'list',
);

/** The import wizard (/import_files?kind=residents|addresses): a route without a menu entry, opened from the lists. */
const importFiles = { list: ImportWizard, icon: UploadFile };
export default importFiles;
