/** Controllers: door controllers of the company, where they are installed and how to reach them. */
const controllers = {
  name: 'Controller |||| Controllers',
  menu: 'Controllers',
  create: 'New controller',
  edit: 'Edit controller',
  searchPlaceholder: 'Search by ID or installation location',
  fields: {
    id: 'ID',
    secureId: 'Secure ID',
    installationLocation: 'Installation location',
    controllerPhoneNumber: 'Controller phone number',
    installationDate: 'Installation date',
    comment: 'Comment',
    backsideControllerId: 'Backside controller ID',
  },
  notifications: {
    saved: 'Controller saved',
    deleted: 'Controller deleted',
  },
  confirm: {
    delete: 'Delete this controller?',
  },
};
export default controllers;
