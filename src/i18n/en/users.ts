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
    unban: 'Unban selected',
    backToUsers: 'Back to users',
  },
  bans: {
    name: 'Ban |||| Bans',
    menu: 'Bans',
    searchPlaceholder: 'IP address or ban reason',
    fields: {
      uuid: 'UUID',
      ipAddress: 'IP address',
      dateTime: 'Date and time',
      reason: 'Reason',
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
