/** SIM payments: payments for the SIM cards of companies' devices and how long they are paid for. */
const simPayments = {
  name: 'SIM payment |||| SIM payments',
  menu: 'SIM payments',
  searchPlaceholder: 'Search by company, location or phone',
  fields: {
    id: 'ID',
    company: 'Company',
    place: 'Location',
    paidUpTo: 'Paid up to',
    phone: 'Phone',
  },
};
export default simPayments;
