/** Tariffs: the company's tariff policies, their prices, services and revisions. */
const tariffs = {
  name: 'Tariff |||| Tariffs',
  menu: 'Tariffs',
  create: 'New tariff',
  edit: 'Edit tariff',
  searchPlaceholder: 'Search tariffs',
  fields: {
    id: 'ID',
    revision: 'Revision',
    displayName: 'Name',
    userDispalyName: 'User display name',
    categories: 'Categories',
    costPerMonth: 'Cost per month',
    costPerYear: 'Cost per year',
    keysCountInPackage: 'Keys in the package',
    trialPeriod: 'Trial period',
    tariffType: 'Tariff type',
    pricePerPackage: 'Price per package',
    pricePerExtraKey: 'Price per extra key',
    effectiveUntil: 'Effective until',
    services: 'Services',
  },
  tariffType: {
    monthly: 'Monthly service',
    yearly: 'Yearly service',
  },
  effectiveUntil: {
    endOfThisMonth: 'End of this month',
    endOfNextMonth: 'End of next month',
    disabled: 'Disabled',
  },
  services: {
    access: 'Access',
    utilities: 'Utilities',
  },
  revisions: {
    title: 'Revisions',
    current: 'Current revision',
    revision: 'Revision %{revision}',
  },
  actions: {
    register: 'Register tariff',
    rollback: 'Roll back to this revision',
  },
  notifications: {
    saved: 'Tariff saved',
    deleted: 'Tariff deleted',
    rolledBack: 'Tariff rolled back to revision %{revision}',
  },
  confirm: {
    delete: 'Delete this tariff?',
    rollback: 'Roll the tariff back to revision %{revision}?',
  },
};
export default tariffs;
