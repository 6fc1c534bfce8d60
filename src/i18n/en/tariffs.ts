/** Tariffs: the company's tariff policies, their prices, services and revisions. */
const tariffs = {
  name: 'Tariff |||| Tariffs',
  menu: 'Tariffs',
  create: 'New tariff',
  edit: 'Edit tariff',
  editNamed: 'Tariff %{name}',
  searchPlaceholder: 'Search tariffs',
  emptyList: 'No tariffs yet',
  invite: 'Add the first tariff',
  fields: {
    id: 'ID',
    revision: 'Revision',
    displayName: 'Name',
    userDispalyName: 'Name shown to residents',
    categories: 'Categories',
    costPerMonth: 'Cost per month',
    costPerYear: 'Cost per year',
    keysCountInPackage: 'Keys in the package',
    trialPeriod: 'Trial period, days',
    tariffType: 'Tariff type',
    pricePerPackage: 'Price per package',
    pricePerExtraKey: 'Price per extra key',
    effectiveUntil: 'Effective until',
    services: 'Services',
  },
  hints: {
    categories: 'Type a category and press Enter',
  },
  sections: {
    prices: 'Prices',
    package: 'Package and trial',
  },
  tariffType: {
    monthly: 'Monthly service',
    yearly: 'Yearly service',
  },
  effectiveUntil: {
    endOfThisMonth: 'End of this month',
    endOfNextMonth: 'End of next month',
    disabled: 'No end date',
    until: 'Until %{date}',
  },
  services: {
    access: 'Access',
    utilities: 'Utilities',
  },
  revisions: {
    name: 'Revision |||| Revisions',
    title: 'Revisions',
    inForce: 'In force',
    revision: 'Revision %{revision}',
    ofTotal: 'Revision %{revision} of %{total}',
    rolledBackFrom: 'Rollback to revision %{revision}',
    madeBy: '%{date}, %{user}',
    editingInForce:
      'Revision %{revision} is in force. Saving your changes makes them revision %{next}; the earlier revisions are kept.',
    viewingOld:
      'You are viewing revision %{revision}. It is not in force: revision %{current} is. An earlier revision is read only; roll back to it to put it in force again as a new revision.',
    viewingInForce: 'Revision %{revision} is in force. Your role may view the tariff but not change it.',
    viewingOldReadOnly: 'You are viewing revision %{revision}. It is not in force: revision %{current} is.',
    openInForce: 'Open the revision in force',
  },
  actions: {
    rollback: 'Roll back to this revision',
    delete: 'Delete',
  },
  notifications: {
    created: 'Tariff saved',
    saved: 'Tariff saved',
    deleted: 'Tariff deleted',
    rolledBack: 'Tariff rolled back to revision %{revision}',
  },
  confirm: {
    deleteTitle: 'Delete this tariff?',
    deleteContent: 'The tariff and all its revisions will be deleted.',
    rollbackTitle: 'Roll back to revision %{revision}?',
    rollbackContent:
      'Revision %{revision} will be copied as revision %{next} and come into force. The history is kept.',
  },
  errors: {
    revisionInForce: 'This revision is already in force',
    inUse: 'Abonents are on this tariff: give them another tariff first',
  },
};
export default tariffs;
