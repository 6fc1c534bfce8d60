/** Cameras: video cameras of a service company, their stream links and online status. */
const cameras = {
  name: 'Camera |||| Cameras',
  menu: 'Cameras',
  create: 'New camera',
  edit: 'Edit camera',
  searchPlaceholder: 'Search cameras',
  fields: {
    id: 'ID',
    uuid: 'UUID',
    name: 'Name',
    login: 'Login',
    password: 'Password',
    link: 'Stream link',
    serviceCompany: 'Service company',
    status: 'Status',
  },
  status: {
    online: 'Online',
    offline: 'Offline',
  },
  actions: {
    checkStatus: 'Check status',
  },
  notifications: {
    saved: 'Camera saved',
    deleted: 'Cameras deleted',
  },
  confirm: {
    delete: 'Delete these cameras?',
  },
};
export default cameras;
