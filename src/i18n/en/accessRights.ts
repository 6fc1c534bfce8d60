/** Access rights: who may pass which access point, with which key or car, and for how long. */
const accessRights = {
  name: 'Access right |||| Access rights',
  menu: 'Access rights',
  searchPlaceholder: 'Search by name, phone or car number',
  fields: {
    id: 'ID',
    name: 'Name',
    phone: 'Phone',
    type: 'Type',
    accessPoint: 'Access point',
    owner: 'Owner',
    address: 'Address',
    status: 'Status',
    activeFrom: 'Active from',
    activeTo: 'Active until',
    carModel: 'Car model',
    carNumber: 'Car number',
  },
};
export default accessRights;
