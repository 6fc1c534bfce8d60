import Videocam from '@mui/icons-material/Videocam';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const CameraCreate = lazyExport(() => import('./CameraCreate'), 'CameraCreate');
const CameraEdit = lazyExport(() => import('./CameraEdit'), 'CameraEdit');
const CameraList = lazyExport(() => import('./CameraList'), 'CameraList');

/** Cameras (Set B): the company's video cameras, their links and online status. */
const cameras = withEditRoute({
  list: CameraList,
  create: CameraCreate,
  edit: CameraEdit,
  icon: Videocam,
  recordRepresentation: 'name',
});
export default cameras;
