import regKeys from './regKeys';

/** Local keys: keys issued through companies' local servers, with their statuses. */
const localKeys = {
  name: 'Local key |||| Local keys',
  menu: 'Local keys',
  searchPlaceholder: 'Search by company, phone or title',
  fields: {
    id: 'ID',
    company: 'Company',
    uuid: 'UUID',
    date: 'Date',
    phoneNumber: 'Phone number',
    title: 'Title',
    status: 'Status',
    localServer: 'Local server',
  },
  // The statuses of keys, shared with registration keys.
  status: regKeys.status,
};
export default localKeys;
