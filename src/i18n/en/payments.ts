/** Payments: abonents' payments for access and services, by perimeter and period. */
const payments = {
  name: 'Payment |||| Payments',
  menu: 'Payments',
  searchPlaceholder: 'Search by phone or account number',
  emptyList: 'No payments yet',
  invite: 'Payments appear here as the payment systems report them',
  fields: {
    id: 'ID',
    company: 'Company',
    companyId: 'Company',
    abonents: 'Abonents',
    abonent: 'Abonent',
    phone: 'Phone',
    perimeterName: 'Perimeter',
    paymentDate: 'Payment date',
    periodTill: 'Paid until',
    amount: 'Amount',
    paymentType: 'Payment type',
    description: 'Description',
    accountNumber: 'Account number',
    dateFrom: 'Paid from',
    dateTo: 'Paid to',
  },
  paymentTypes: {
    card: 'Bank card',
    sbp: 'Faster Payments (SBP)',
    cash: 'Cash',
    bankTransfer: 'Bank transfer',
  },
  totals: '%{smart_count} payment, %{amount} in total |||| %{smart_count} payments, %{amount} in total',
};
export default payments;
