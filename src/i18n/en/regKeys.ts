/** Registration keys: keys registered on the platform for companies, with their type, period and status. */
const regKeys = {
  name: 'Registration key |||| Registration keys',
  menu: 'Registration keys',
  searchPlaceholder: 'Search by company, phone or title',
  fields: {
    id: 'ID',
    company: 'Company',
    uuid: 'UUID',
    period: 'Period',
    phoneNumber: 'Phone number',
    title: 'Title',
    status: 'Status',
    keyType: 'Key type',
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
export default regKeys;
