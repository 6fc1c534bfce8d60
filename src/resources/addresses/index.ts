import Place from '@mui/icons-material/Place';
import { AddressCreate } from './AddressCreate';
import { AddressEdit } from './AddressEdit';
import { AddressList } from './AddressList';

/** Addresses (Set B): the company's address book. */
const addresses = {
  list: AddressList,
  create: AddressCreate,
  edit: AddressEdit,
  icon: Place,
  recordRepresentation: 'value',
};
export default addresses;
