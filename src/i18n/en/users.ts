/** Users: the platform's users (Set A), their keys, bans and profiles. */
const users = {
  name: 'User |||| Users',
  menu: 'Users',
  edit: 'Edit user',
  editNamed: 'User %{name}',
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
    isPlatformAdmin: 'Platform administrator',
    password: 'New password',
    repeat: 'Repeat the password',
  },
  help: {
    isPlatformAdmin: 'May sign in to the platform area and manage every company',
    password: 'At least 8 characters',
    email: 'A new address has to be confirmed by its owner',
  },
  sections: {
    details: 'Details',
    profiles: 'Companies and roles',
    keys: 'Keys',
  },
  profiles: {
    none: 'The user administers no company',
    more: 'The first %{count} companies are shown',
    roles: {
      admin: 'Administrator',
    },
  },
  keys: {
    name: 'Key |||| Keys',
    searchPlaceholder: 'Title or phone',
    empty: 'The user has no keys',
    fields: {
      title: 'Title',
      company: 'Company',
      phoneNumber: 'Phone number',
      keyType: 'Type',
      status: 'Status',
      period: 'Period',
      created: 'Created',
    },
    confirm: {
      delete: 'Delete the selected key? |||| Delete the %{smart_count} selected keys?',
      deleteContent: 'The key stops working at once. |||| The keys stop working at once.',
    },
    notifications: {
      deleted: 'Keys deleted',
    },
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
      unbanned: 'IP address unbanned |||| %{smart_count} IP addresses unbanned',
    },
  },
  confirm: {
    changePassword: 'Change the password of this user?',
    changePasswordContent: 'Every other session of this user ends at once: they sign in again with the new password.',
    delete: 'Delete this user?',
    deleteContent: 'Their profiles and sessions go with them; their keys stay, without a user.',
  },
  validation: {
    passwordsDiffer: 'The passwords differ',
  },
  errors: {
    lastPlatformAdmin: 'This is the last platform administrator: make another user one first',
    deleteSelf: 'You cannot delete the account you are signed in with',
    demoteSelf: 'You cannot take the platform administrator right from yourself',
    phoneTaken: 'Another user has this phone number',
  },
  notifications: {
    updated: 'User updated',
    deleted: 'User deleted',
    keysDeleted: 'Keys deleted',
    passwordChanged: 'Password changed',
  },
};
export default users;
