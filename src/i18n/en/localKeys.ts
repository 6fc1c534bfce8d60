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
  status: {
    none: 'No status',
    sent: 'Sent',
    approved: 'Approved',
    rejected: 'Rejected',
    deleteUser: 'Deletion requested by user',
    deleteAdmin: 'Deletion requested by admin',
    deleteByAdmin: 'Deleted by admin',
    deleteByUser: 'Deleted by user',
    deleteBySender: 'Deleted by sender',
    expired: 'Expired',
  },
};
export default localKeys;
