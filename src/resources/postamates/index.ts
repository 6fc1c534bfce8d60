import AllInbox from '@mui/icons-material/AllInbox';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const PostamateCreate = lazyExport(() => import('./PostamateCreate'), 'PostamateCreate');
const PostamateEdit = lazyExport(() => import('./PostamateEdit'), 'PostamateEdit');
const PostamateList = lazyExport(() => import('./PostamateList'), 'PostamateList');
const CompanyPostamateEdit = lazyExport(() => import('./CompanyPostamateEdit'), 'CompanyPostamateEdit');

/** Postamates (Set A, /postamates): parcel lockers, their cells, online state and remote camera. */
const postamates = withEditRoute({
  list: PostamateList,
  create: PostamateCreate,
  edit: PostamateEdit,
  icon: AllInbox,
  recordRepresentation: 'postamatId',
});
export default postamates;

/** A company's own postamates (Set B, /postamates, no menu entry): read, and their cells' states changed. */
export const companyPostamates = withEditRoute({
  list: PostamateList,
  edit: CompanyPostamateEdit,
  icon: AllInbox,
  recordRepresentation: 'postamatId',
});
