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
    passwordNew: 'Used by the server to sign in to the camera. It is stored encrypted and never shown again.',
    passwordStored: 'A password is stored. Leave the field empty to keep it unchanged.',
    passwordNone: 'No password is stored. Leave the field empty to keep it that way.',
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
  },
  errors: {
    passwordUnreadable: 'The stored password cannot be decrypted with the server’s key. Enter the password again.',
  },
};
export default cameras;
