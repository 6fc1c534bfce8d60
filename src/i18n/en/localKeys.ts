import regKeys from './regKeys';

/** Local keys: keys issued through companies' local servers, with their statuses. */
const localKeys = {
  name: 'Local key |||| Local keys',
  menu: 'Local keys',
  searchPlaceholder: 'Search by phone or title',
  emptyList: 'No local keys yet',
  invite: 'Record the first local key',
  create: 'New local key',
  edit: 'Local key',
  editNamed: 'Local key %{name}',
  fields: {
    id: 'ID',
    company: 'Company',
    companyId: 'Company',
    uuid: 'UUID',
    date: 'Date',
    phoneNumber: 'Phone number',
    title: 'Title',
    status: 'Status',
    localServer: 'Local server',
    localServerId: 'Local server',
    created: 'Recorded',
  },
  help: {
    localServer: 'The key belongs to the server’s company',
  },
  notifications: {
    created: 'Local key recorded',
  },
  // The statuses of keys, shared with registration keys.
  status: regKeys.status,
};
export default localKeys;
