/** Controllers: door controllers of the company, where they are installed and how to reach them. */
const controllers = {
  name: 'Controller |||| Controllers',
  menu: 'Controllers',
  create: 'New controller',
  edit: 'Edit controller',
  editNamed: 'Controller %{name}',
  searchPlaceholder: 'Secure ID, location or phone',
  emptyList: 'No controllers yet',
  invite: 'Register the first controller',
  fields: {
    id: 'ID',
    secureId: 'Secure ID',
    installationLocation: 'Installation location',
    controllerPhoneNumber: 'Controller phone number',
    installationDate: 'Installation date',
    comment: 'Comment',
    backsideControllerId: 'Backside controller ID',
    backsideSecureId: 'Backside controller',
    backsideOf: 'Backside of',
    status: 'Status',
    lastSeen: 'Last seen',
    created: 'Registered',
    tokenIssued: 'Token issued',
    accessPointIds: 'Access points it serves',
  },
  /** The controller's own device token: issued here, shown once, and revoked. */
  token: {
    title: 'Device token',
    help: 'The controller signs its calls to the platform with it.',
    issued: 'Issued %{date}. The token itself is never shown again.',
    none: 'No token yet: the controller cannot call the platform for its doors’ credentials.',
    issue: 'Issue token',
    reissue: 'New token',
    revoke: 'Revoke token',
    confirmIssue: 'Issue a device token for controller %{name}?',
    confirmReissue:
      'Give controller %{name} a new token? Its current token stops working at once: the controller is refused until the new one is entered into it.',
    confirmRevoke:
      'Revoke the token of controller %{name}? Its current token stops working at once: the controller is refused until a new one is issued.',
    issuedNotice: 'Token issued',
    revokedNotice: 'Token revoked',
  },
  help: {
    secureId: '16 hexadecimal digits (0–9, A–F), as on the controller’s label',
    backside: 'The controller on the other side of the same passage',
    noBackside: 'No backside controller',
    backsideOf:
      'This controller is the backside of %{controllers}. It cannot be deleted until that controller names another backside. |||| This controller is the backside of %{controllers}. It cannot be deleted until those controllers name another backside.',
  },
  notifications: {
    created: 'Controller registered',
    updated: 'Controller saved',
    deleted: 'Controller deleted',
  },
  confirm: {
    delete: 'Delete this controller?',
  },
  validation: {
    secureId: 'A secure ID is 16 hexadecimal digits (0–9, A–F)',
  },
  errors: {
    secureIdTaken: 'A controller with this secure ID is already registered',
    backsideSelf: 'A controller cannot be its own backside',
    unknownBackside: 'There is no such controller in your company',
    backsideCycle: 'The backsides would go round in a loop: %{chain}',
    isBackside:
      'Controller %{controllers} has this one as its backside. Choose another backside for it first. |||| Controllers %{controllers} (%{smart_count}) have this one as their backside. Choose other backsides for them first.',
  },
};
export default controllers;
