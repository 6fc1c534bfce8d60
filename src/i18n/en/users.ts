/** Users: the platform's users (Set A), their keys, bans and profiles. */
const users = {
  name: 'User |||| Users',
  menu: 'Users',
  fields: {
    id: 'ID',
    displayName: 'Name',
    phoneNumber: 'Phone number',
    email: 'E-mail',
    emailConfirmed: 'E-mail confirmed',
    keys: 'Keys',
    keysCount: 'Keys',
    companies: 'Companies',
    profiles: 'Profiles',
  },
  email: {
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed',
  },
  searchPlaceholder: 'Name, phone or e-mail',
  emptyList: 'No users yet',
  actions: {
    edit: 'Edit',
    changePassword: 'Change password',
    delete: 'Delete',
    bans: 'Bans',
    unban: 'Unban selected',
    backToUsers: 'Back to users',
  },
  bans: {
    name: 'Ban |||| Bans',
    menu: 'Bans',
    searchPlaceholder: 'IP address or ban reason',
    emptyList: 'No address is banned',
    fields: {
      network: 'IP address',
      created: 'Date and time',
      reason: 'Reason',
      ends: 'Ends',
      failures: 'Failures',
      duration: 'Duration',
    },
    automaticReason: 'Too many failed sign-ins',
    untilLifted: 'Until lifted',
    durations: {
      fifteenMinutes: '15 minutes',
      oneHour: '1 hour',
      oneDay: '1 day',
      oneWeek: '1 week',
      thirtyDays: '30 days',
      untilLifted: 'Until lifted',
    },
    actions: {
      add: 'Ban an address',
      ban: 'Ban',
      unban: 'Unban',
    },
    confirm: {
      unban: 'Unban the selected address? |||| Unban the %{smart_count} selected addresses?',
      unbanContent: 'Sign-in from it is allowed again at once. |||| Sign-in from them is allowed again at once.',
    },
    help: {
      network: 'One address (203.0.113.7) or a subnet (203.0.113.0/24, 2001:db8::/32)',
    },
    validation: {
      network: 'Enter an IP address or a subnet, e.g. 203.0.113.7 or 203.0.113.0/24',
      ownAddress: 'This includes your own address: you could not sign in again to lift the ban',
    },
    notifications: {
      added: 'Address banned',
    },
  },
  confirm: {
    changePassword: 'Change the password of this user?',
  },
  notifications: {
    unbanned: 'Users unbanned',
    updated: 'User updated',
    deleted: 'User deleted',
    keysDeleted: 'Keys deleted',
  },
};
export default users;
