/** Sessions: where the signed-in person (or, for the platform, a user) is signed in, and ending them. */
const sessions = {
  name: 'Session |||| Sessions',
  menu: 'Sessions',
  fields: {
    userAgent: 'Browser',
    ip: 'Address',
    companyName: 'Company',
    created: 'Signed in',
    lastUsed: 'Last used',
    expires: 'Ends',
  },
  searchPlaceholder: 'Search by address or browser',
  emptyList: 'No active sessions',
  current: 'This session',
  platformArea: 'Platform',
  noCompany: 'No company chosen yet',
  /** A browser as the User-Agent says it: 'Chrome 131 on Windows'. */
  browser: {
    withSystem: '%{browser} on %{system}',
    version: '%{browser} %{version}',
    unknown: 'Unknown browser',
  },
  actions: {
    end: 'End',
    endOthers: 'End all other sessions',
    endAll: 'End all sessions',
  },
  confirm: {
    end: 'End this session?',
    endContent: 'Whoever uses it is signed out on their next action.',
    endCurrent: 'Sign out of this session?',
    endCurrentContent: 'You are signed out here now.',
    endOthers: 'End all other sessions?',
    endOthersContent: 'Every session but this one ends: those browsers are signed out on their next action.',
    endUser: 'End this session of %{name}?',
    endAllUser: 'End all sessions of %{name}?',
    endAllUserContent: 'The user is signed out everywhere on their next action.',
  },
  notifications: {
    deleted: 'Session ended |||| Sessions ended',
    ended: '%{smart_count} session ended |||| %{smart_count} sessions ended',
    noneEnded: 'There were no other sessions',
  },
  /** The user's page (platform): their sessions. */
  ofUser: {
    title: 'Sessions',
    none: 'The user is not signed in anywhere',
  },
};
export default sessions;
