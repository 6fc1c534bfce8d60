/** Roles: what each administrator of a company, and of the platform, may do (contract/permissions.ts). */
const companyRoles = {
  name: 'Role |||| Roles',
  title: 'Roles',
  help: 'What each administrator of the company may do. The built-in roles stay as they are; make your own from the permissions, then choose it for an administrator.',
  permission: 'Permission',
  builtIn: {
    director: 'Director',
    administrator: 'Administrator',
    concierge: 'Concierge',
    security: 'Security',
    accountant: 'Accountant',
  },
  platform: {
    operator: 'Operator',
    auditor: 'Auditor (read-only)',
  },
  kinds: {
    residents: 'Residents, keys and join requests',
    guests: 'Guests: access rights and guest links',
    property: 'Addresses, buildings and doors',
    devices: 'Devices: cameras, intercoms, controllers',
    journal: 'Access journal',
    payments: 'Tariffs and payments',
    audit: 'Change history',
    company: 'Company settings, roles and QR code',
  },
  levels: {
    none: 'No access',
    view: 'View',
    manage: 'View and change',
  },
  fields: {
    name: 'Name',
    permissions: 'Permissions',
    administrators: 'Administrators',
  },
  administrators: '%{smart_count} administrator |||| %{smart_count} administrators',
  noAdministrators: 'Nobody has it',
  custom: 'Own role',
  add: 'New role',
  edit: 'Change role %{name}',
  delete: 'Delete role %{name}',
  confirmDelete: 'Delete the role “%{name}”? Nobody has it.',
  notifications: {
    created: 'Role created',
    updated: 'Role saved',
    deleted: 'Role deleted',
  },
  errors: {
    nameTaken: 'The company already has a role with this name',
    inUse: 'Administrators have this role: give them another one first',
    unknownRole: 'Choose one of the roles',
  },
};

export default companyRoles;
