/** Join requests: residents asking, from the registration QR, to be registered with the company. */
const joinRequests = {
  name: 'Join request |||| Join requests',
  menu: 'Join requests',
  searchPlaceholder: 'Search by name, phone or apartment',
  emptyList: 'No join requests yet',
  help: 'Residents send these from the registration QR on the company page. Check each one (you may call the phone given) before approving it.',
  toQr: 'QR code',
  fields: {
    name: 'Name',
    phoneNumber: 'Phone',
    apartment: 'Apartment',
    address: 'Address',
    status: 'Status',
    created: 'Sent',
    decidedAt: 'Decided',
    decidedBy: 'Decided by',
  },
  statuses: {
    pending: 'Waiting',
    approved: 'Approved',
    refused: 'Refused',
  },
  decidedBy: '%{who}, %{date}',
  apartmentNumber: 'Apartment %{apartment}',
  addressGone: 'Address removed',
  actions: {
    approve: 'Approve',
    refuse: 'Refuse',
    abonent: 'Abonent',
  },
  confirm: {
    approveTitle: 'Approve the request?',
    approveContent: '%{name}, apartment %{apartment} at %{address}, is registered as an abonent.',
    refuseTitle: 'Refuse the request?',
    refuseContent:
      '%{name}, apartment %{apartment} at %{address}, is not registered. The request stays, marked refused.',
  },
  notifications: {
    approved: 'Request approved: the abonent is registered. Give them an access zone on their page.',
    refused: 'Request refused',
  },
  errors: {
    decided: 'This request has already been approved or refused',
    addressGone: 'The request’s address was removed: add the abonent by hand',
  },
};
export default joinRequests;
