/** Payments: abonents' payments for access and services, by perimeter and period. */
const payments = {
  name: 'Payment |||| Payments',
  menu: 'Payments',
  searchPlaceholder: 'Search by phone or account number',
  fields: {
    id: 'ID',
    abonents: 'Abonents',
    phone: 'Phone',
    perimeterName: 'Perimeter',
    paymentDate: 'Payment date',
    periodTill: 'Paid until',
    amount: 'Amount',
    paymentType: 'Payment type',
    description: 'Description',
    accountNumber: 'Account number',
  },
};
export default payments;
