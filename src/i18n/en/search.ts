/** The header's one search (Ctrl-K): what it finds, its states, its groups and what each result matched. */
const search = {
  open: 'Search',
  /** The shortcut as the field shows it; the Mac's is ⌘K. */
  shortcut: 'Ctrl K',
  label: 'Search the records',
  placeholder: {
    company: 'Name, phone, card, car number, address, door, device',
    platform: 'User, phone, company, door, device',
  },
  hint: {
    company:
      'Find an abonent by name, phone in any format, card or tag number (decimal or hexadecimal, as printed on the card) or car number, and addresses, doors and devices.',
    platform: 'Find users by name, phone or email, companies, doors and devices of every company.',
  },
  keys: '↑ ↓ to choose, Enter to open, Esc to close',
  searching: 'Searching…',
  tooShort: 'Type at least 3 characters, or a whole card number',
  empty: 'Nothing found for “%{query}”',
  error: 'The search failed. Check the connection and try again.',
  retry: 'Try again',
  groups: {
    residents: 'Abonents',
    accessRights: 'Access rights',
    addresses: 'Addresses',
    doors: 'Doors',
    devices: 'Devices',
    users: 'Users',
    companies: 'Companies',
  },
  kinds: {
    abonent: 'Abonent',
    accessRight: 'Access right',
    address: 'Address',
    accessPoint: 'Door',
    controller: 'Controller',
    localServer: 'Local server',
    camera: 'Camera',
    sipDevice: 'SIP device',
    lock: 'Lock',
    user: 'User',
    company: 'Company',
  },
  matched: {
    phone: 'phone %{value}',
    card: 'card %{value}',
    plate: 'car %{value}',
    email: 'email %{value}',
    identifier: 'ID %{value}',
  },
};
export default search;
