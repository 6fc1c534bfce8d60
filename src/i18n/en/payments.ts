/** Payments: abonents' payments for access and services, by perimeter and period. */
const payments = {
  name: 'Payment |||| Payments',
  menu: 'Payments',
  searchPlaceholder: 'Phone or account number',
  emptyList: 'No payments yet',
  invite: 'Payments appear here as the payment systems report them',
  fields: {
    id: 'ID',
    company: 'Company',
    companyId: 'Company',
    abonents: 'Abonents',
    abonent: 'Abonent',
    abonentId: 'Abonent',
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
  record: 'Record payment',
  recordTitle: 'Record a payment',
  help: {
    abonent: 'One of your company’s abonents',
    amount: 'In roubles, e.g. 1250 or 1250.50',
    periodTill: 'The last day this payment pays for: after the abonent’s latest',
  },
  notifications: {
    created: 'Payment recorded',
  },
  validation: {
    periodTillLater: 'Must be after %{day}, the last day already paid for',
  },
  errors: {
    unknownAbonent: 'There is no such abonent in your company',
  },
  totals: '%{smart_count} payment, %{amount} in total |||| %{smart_count} payments, %{amount} in total',
};
export default payments;
