import Memory from '@mui/icons-material/Memory';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const ControllerCreate = lazyExport(() => import('./ControllerCreate'), 'ControllerCreate');
const ControllerEdit = lazyExport(() => import('./ControllerEdit'), 'ControllerEdit');
const ControllerList = lazyExport(() => import('./ControllerList'), 'ControllerList');

/** Controllers (Set B, /controllers): the company's door controllers, their backsides and online state. */
const controllers = withEditRoute({
  list: ControllerList,
  create: ControllerCreate,
  edit: ControllerEdit,
  icon: Memory,
  recordRepresentation: 'secureId',
});
export default controllers;
