/** SIM payments: payments for the SIM cards of companies' devices and how long they are paid for. */
const simPayments = {
  name: 'SIM payment |||| SIM payments',
  menu: 'SIM payments',
  searchPlaceholder: 'Search by location or phone',
  emptyList: 'No SIM cards yet',
  invite: 'Add the first SIM card',
  create: 'New SIM card',
  edit: 'SIM card',
  editNamed: 'SIM card %{name}',
  fields: {
    id: 'ID',
    company: 'Company',
    companyId: 'Company',
    place: 'Location',
    paidUpTo: 'Paid up to',
    phone: 'Phone',
    amount: 'Amount',
    lastAmount: 'Last payment',
    lastPaidAt: 'Paid on',
    paidUpToBefore: 'Paid up to before',
    created: 'Added',
  },
  lapsed: 'Lapsed',
  actions: {
    addPayment: 'Add payment',
    addPaymentFor: 'Add payment for %{place}',
    save: 'Record payment',
  },
  help: {
    paidUpTo: 'The new last day paid for',
  },
  notifications: {
    created: 'SIM card added',
    paid: 'Payment recorded',
  },
  validation: {
    paidUpToLater: 'The payment must move “paid up to” past the current day',
  },
};
export default simPayments;
