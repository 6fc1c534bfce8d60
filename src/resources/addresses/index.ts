import Place from '@mui/icons-material/Place';
import { withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const AddressCreate = lazyExport(() => import('./AddressCreate'), 'AddressCreate');
const AddressEdit = lazyExport(() => import('./AddressEdit'), 'AddressEdit');
const AddressList = lazyExport(() => import('./AddressList'), 'AddressList');

/** Addresses (Set B): the company's address book. */
const addresses = withEditRoute({
  list: AddressList,
  create: AddressCreate,
  edit: AddressEdit,
  icon: Place,
  recordRepresentation: 'value',
});
export default addresses;
