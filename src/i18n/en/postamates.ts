/** Postamates: parcel lockers, their online status, camera and cells. */
const postamates = {
  name: 'Postamate |||| Postamates',
  menu: 'Postamates',
  create: 'Register postamate',
  edit: 'Edit postamate',
  editNamed: 'Postamate %{name}',
  searchPlaceholder: 'Postamate ID or public ID',
  emptyList: 'No postamates registered yet',
  invite: 'Register the first postamate',
  fields: {
    id: 'ID',
    postamatId: 'Postamate ID',
    publicId: 'Public ID',
    companyId: 'Company',
    companyName: 'Company',
    status: 'Status',
    lastSeen: 'Last seen',
    remoteCameraRtspAddress: 'Remote camera RTSP address',
    cameraStatus: 'Camera',
    cells: 'Cells',
    number: 'Number',
    size: 'Size',
    state: 'State',
  },
  cellStates: {
    free: 'Free',
    occupied: 'Occupied',
    outOfOrder: 'Out of order',
    opened: 'Opened',
  },
  cells: {
    summary: '%{free} free of %{total}',
    none: 'No cells yet: add the first one',
    add: 'Add cell',
    remove: 'Remove cell %{number}',
  },
  help: {
    rtsp: 'rtsp:// and the camera’s address, e.g. rtsp://192.168.1.20:554/stream1; checked like a camera',
  },
  notifications: {
    created: 'Postamate registered',
    updated: 'Postamate updated',
    deleted: 'Postamate deleted',
  },
  confirm: {
    delete: 'Delete this postamate?',
  },
  validation: {
    rtspOnly: 'Enter an address that starts with rtsp://',
  },
  errors: {
    idTaken: 'A postamate with this ID is already registered',
    publicIdTaken: 'A postamate with this public ID is already registered',
    unknownCompany: 'There is no such company',
    noCamera: 'The postamate has no camera address to check',
    noSuchCell: 'The postamate has no cells numbered %{numbers}',
  },
};
export default postamates;
