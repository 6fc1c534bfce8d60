import People from '@mui/icons-material/People';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const AbonentCreate = lazyExport(() => import('./AbonentCreate'), 'AbonentCreate');
const AbonentEdit = lazyExport(() => import('./AbonentEdit'), 'AbonentEdit');
const AbonentList = lazyExport(() => import('./AbonentList'), 'AbonentList');

/** Abonents (Set B): the company's residents, the area's first screen. */
const abonents = withEditRoute({
  list: AbonentList,
  create: AbonentCreate,
  edit: AbonentEdit,
  icon: People,
  recordRepresentation: 'name',
});
export default abonents;
