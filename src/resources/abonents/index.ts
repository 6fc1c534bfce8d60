import People from '@mui/icons-material/People';
import { AbonentCreate } from './AbonentCreate';
import { AbonentEdit } from './AbonentEdit';
import { AbonentList } from './AbonentList';

/** Abonents (Set B): the company's residents, the area's first screen. */
const abonents = {
  list: AbonentList,
  create: AbonentCreate,
  edit: AbonentEdit,
  icon: People,
  recordRepresentation: 'name',
};
export default abonents;
