import Business from '@mui/icons-material/Business';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const CompanyCreate = lazyExport(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyExport(() => import('./CompanyEdit'), 'CompanyEdit');
const CompanyList = lazyExport(() => import('./CompanyList'), 'CompanyList');
const CompanyProfile = lazyExport(() => import('./CompanyProfile'), 'CompanyProfile');

/** Companies (Set A, /companies): the platform's companies, their details and everything of theirs in tabs. */
const companies = withEditRoute({
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: Business,
  recordRepresentation: 'name',
});
export default companies;

/** The company's own profile (Set B, /companies, no menu entry): its contact details, the rest read-only. */
export const companyProfile = { list: CompanyProfile, icon: Business, recordRepresentation: 'name' };
