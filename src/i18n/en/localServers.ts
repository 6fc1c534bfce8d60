/**
 * Local servers in the company area: the company's own servers, their state and the access points each
 * serves (the platform adds them and issues their tokens); and the device doors form that controllers share.
 */
const localServers = {
  name: 'Local server |||| Local servers',
  menu: 'Local servers',
  edit: 'Local server',
  editNamed: 'Local server %{name}',
  searchPlaceholder: 'Name',
  emptyList: 'No local servers yet: the platform adds them',
  fields: {
    id: 'Server ID',
    name: 'Name',
    status: 'Status',
    lastSeen: 'Last seen',
    tokenIssued: 'Token issued',
    doors: 'Access points served',
    accessPointIds: 'Access points it serves',
  },
  help: {
    platform:
      'The platform adds your local servers and issues their tokens; a server signs in with its ID and its token. Here you choose the access points each serves.',
    noToken: 'No token',
  },
  /** The doors a device (a controller, a local server) serves. */
  doors: {
    title: 'Access points served',
    help: 'The device receives the credentials of these access points. Saving a change makes it load them afresh.',
    none: 'Serves no access point',
    count: '%{smart_count} access point |||| %{smart_count} access points',
    edit: 'Choose access points',
    dialogTitle: 'Access points served by %{name}',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Access points saved',
  },
};
export default localServers;
