/** Cameras: video cameras of a service company, their stream links and online status. */
const cameras = {
  name: 'Camera |||| Cameras',
  menu: 'Cameras',
  create: 'New camera',
  edit: 'Edit camera',
  editNamed: 'Camera %{name}',
  searchPlaceholder: 'Search by name or link',
  emptyList: 'No cameras yet',
  invite: 'Add the first camera',
  fields: {
    id: 'ID',
    uuid: 'UUID',
    name: 'Name',
    login: 'Login',
    password: 'Password',
    link: 'Stream link',
    serviceCompany: 'Service company',
    companyId: 'Company',
    status: 'Status',
    offlineReason: 'Why offline',
    checked: 'Last checked',
  },
  status: {
    online: 'Online',
    offline: 'Offline',
    unchecked: 'Not checked',
    checkedAt: 'checked %{time}',
  },
  /** Why the last check found the camera offline. */
  offlineReasons: {
    refused: 'The connection was refused: nothing listens at this port',
    timeout: 'No answer within the time allowed',
    notResolved: 'The host name was not found',
    unreachable: 'The network or the host cannot be reached',
    closed: 'The connection was closed without an answer',
    notCamera: 'Something answered, but not as an RTSP or HTTP camera',
    addressNotAllowed: 'The server may not connect to this address',
    failed: 'The check failed',
  },
  checkAll: {
    progress: '%{done} of %{total} checked',
    done: 'Checked %{smart_count} camera: %{online} online, %{offline} offline |||| Checked %{smart_count} cameras: %{online} online, %{offline} offline',
    stopped:
      '%{done} of %{total} checked: no more status checks are allowed this minute. Wait a minute and press Check all again; the cameras checked longest ago go first.',
    failed:
      '%{smart_count} camera could not be checked: %{reason} |||| %{smart_count} cameras could not be checked: %{reason}',
  },
  help: {
    link: 'rtsp://, http:// or https:// and the camera’s address, e.g. rtsp://192.168.1.20:554/stream1',
    passwordNew: 'The password for signing in to the camera. It is stored encrypted and never shown again.',
    passwordStored: 'A password is stored. Leave the field empty to keep it unchanged.',
    passwordNone: 'No password is stored. Leave the field empty to keep it that way.',
    passwordAddressChanged:
      'The link now points to another address: enter the camera’s password again. The stored one is kept only for the old address.',
  },
  actions: {
    checkStatus: 'Check status',
    checkAll: 'Check all',
  },
  notifications: {
    created: 'Camera saved',
    updated: 'Camera saved',
    deleted: 'Camera deleted |||| Cameras deleted',
    online: '%{name}: online',
    offline: '%{name}: offline, it did not answer',
    offlineBecause: '%{name}: offline. %{reason}',
  },
  confirm: {
    deleteOne: 'Delete this camera?',
    delete: 'Delete this camera? |||| Delete these cameras?',
    deleteContent: 'The selected camera will be deleted. |||| The %{smart_count} selected cameras will be deleted.',
  },
  validation: {
    link: 'Enter a link that starts with rtsp://, http:// or https:// and the camera’s address',
    linkCredentials: 'Put the login and password in their own fields, not in the link',
    passwordForNewAddress: 'Enter the password again for the new address',
  },
  errors: {
    passwordUnreadable: 'The stored password cannot be decrypted with the server’s key. Enter the password again.',
    addressNotAllowed:
      'The server does not connect to this address (loopback, link-local and similar addresses are refused). Enter the camera’s network address.',
    tooManyChecks: 'Too many status checks in the last minute. Wait a minute and try again.',
  },
};
export default cameras;
