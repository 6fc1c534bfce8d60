/** Cameras: video cameras of a service company, their stream links and online status. */
const cameras = {
  name: 'Camera |||| Cameras',
  menu: 'Cameras',
  create: 'New camera',
  edit: 'Edit camera',
  searchPlaceholder: 'Search by name or link',
  fields: {
    id: 'ID',
    uuid: 'UUID',
    name: 'Name',
    login: 'Login',
    password: 'Password',
    link: 'Stream link',
    serviceCompany: 'Service company',
    status: 'Status',
    checked: 'Last checked',
  },
  status: {
    online: 'Online',
    offline: 'Offline',
    unchecked: 'Not checked',
    checkedAt: 'checked %{time}',
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
  },
  notifications: {
    created: 'Camera saved',
    updated: 'Camera saved',
    deleted: 'Camera deleted |||| Cameras deleted',
    online: '%{name}: online',
    offline: '%{name}: offline, it did not answer',
  },
  confirm: {
    delete: 'Delete these cameras?',
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
