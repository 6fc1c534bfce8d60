/** Journal: the access journal of pass events, its filters, and report generation and download. */
const journal = {
  name: 'Journal entry |||| Journal entries',
  menu: 'Access journal',
  title: 'Access journal',
  searchPlaceholder: 'Search by phone, card ID or user',
  fields: {
    id: 'ID',
    accessPoint: 'Access point',
    cardId: 'Card ID',
    dateTime: 'Date and time',
    phone: 'Phone',
    cars: 'Cars',
    user: 'User',
    keyType: 'Key type',
    accessResult: 'Access result',
    accessZone: 'Access zone',
    period: 'Period',
    workingTime: {
      title: 'Working time',
      entry: 'Entry',
      exit: 'Exit',
    },
    reportOptions: {
      title: 'Report options',
      sumByDays: 'Sum by days',
      countPassEvents: 'Count pass events',
    },
  },
  keyType: {
    button: 'Button',
    card: 'Card',
    mobile: 'Mobile app',
    remote: 'Remote opening',
    ble: 'BLE',
    gsm: 'GSM',
  },
  accessResult: {
    accessDenied: 'Access denied',
    opened: 'Opened',
  },
  filters: {
    from: 'From',
    to: 'To',
    allKeyTypes: 'All key types',
    allResults: 'All results',
  },
  report: {
    title: 'Report',
    generate: 'Generate report',
    generating: 'Generating the report…',
    download: 'Download report',
    ready: 'The report is ready',
    empty: 'No pass events in the selected period',
    failed: 'The report could not be generated',
  },
};
export default journal;
