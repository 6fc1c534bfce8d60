import Business from '@mui/icons-material/Business';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const CompanyCreate = lazyExport(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyExport(() => import('./CompanyEdit'), 'CompanyEdit');
const CompanyList = lazyExport(() => import('./CompanyList'), 'CompanyList');
const OwnCompanyRedirect = lazyExport(() => import('./OwnCompany'), 'OwnCompanyRedirect');
const OwnCompanyEdit = lazyExport(() => import('./OwnCompany'), 'OwnCompanyEdit');

/** Companies (Set A, /companies): every company with its details, API token and local servers. */
const companies = withEditRoute({
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: Business,
  recordRepresentation: 'name',
});
export default companies;

/** The company area's `companies` route (no menu entry): the company's own profile. */
export const ownCompany = withEditRoute({
  list: OwnCompanyRedirect,
  edit: OwnCompanyEdit,
  recordRepresentation: 'name',
});
