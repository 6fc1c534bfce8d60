import Videocam from '@mui/icons-material/Videocam';
import { CameraCreate } from './CameraCreate';
import { CameraEdit } from './CameraEdit';
import { CameraList } from './CameraList';

/** Cameras (Set B): the company's video cameras, their links and online status. */
const cameras = {
  list: CameraList,
  create: CameraCreate,
  edit: CameraEdit,
  icon: Videocam,
  recordRepresentation: 'name',
};
export default cameras;
