/** Postamates: parcel lockers, their online status, camera and cells. */
const postamates = {
  name: 'Postamate |||| Postamates',
  menu: 'Postamates',
  create: 'New postamate',
  edit: 'Edit postamate',
  searchPlaceholder: 'Search by postamate ID or public ID',
  fields: {
    id: 'ID',
    postamatId: 'Postamate ID',
    publicId: 'Public ID',
    status: 'Status',
    remoteCameraRtspAddress: 'Remote camera RTSP address',
    cells: 'Cells',
  },
  status: {
    online: 'Online',
    offline: 'Offline',
  },
  actions: {
    register: 'Register postamate',
  },
  notifications: {
    deleted: 'Postamate deleted',
    registered: 'Postamate registered',
    updated: 'Postamate updated',
  },
  confirm: {
    delete: 'Delete this postamate?',
  },
};
export default postamates;
