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
  /** What each status means, in one line (a tooltip on the status). */
  statusHelp: {
    none: 'The key has not been sent to anyone yet',
    sent: 'Sent to the resident, who has not accepted it yet',
    approved: 'Accepted: the key opens the doors it is for',
    rejected: 'The resident declined the key',
    deleteUser: 'The resident asked for the key to be deleted',
    deleteAdmin: 'An administrator asked for the key to be deleted',
    deleteByAdmin: 'Deleted by an administrator: it no longer opens doors',
    deleteByUser: 'Deleted by the resident: it no longer opens doors',
    deleteBySender: 'Deleted by whoever sent it: it no longer opens doors',
    expired: 'Its period has ended: it no longer opens doors',
  },
};
export default regKeys;
