import BusinessIcon from '@mui/icons-material/Business';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const CompanyCreate = lazyExport(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyExport(() => import('./CompanyEdit'), 'CompanyEdit');
const CompanyList = lazyExport(() => import('./CompanyList'), 'CompanyList');

/** Companies (Set A, /companies): the platform's companies, their details and keys. */
const companies = withEditRoute({
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
});
export default companies;
