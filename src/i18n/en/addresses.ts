/** Addresses: the company's address book, used by abonents. */
const addresses = {
  name: 'Address |||| Addresses',
  menu: 'Addresses',
  fields: {
    id: 'ID',
    value: 'Address',
    created: 'Created',
  },
  searchPlaceholder: 'Search addresses',
  emptyList: 'No addresses yet',
  invite: 'Add the first address',
  create: 'New address',
  edit: 'Edit address',
  editNamed: 'Address %{name}',
  notifications: {
    created: 'Address added',
    updated: 'Address saved',
  },
  errors: {
    duplicate: 'This address already exists',
  },
};
export default addresses;
