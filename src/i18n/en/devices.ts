/**
 * Devices: each local server and controller with what it holds of its doors' credentials, and a resync
 * that makes one take a fresh snapshot (the company's own devices; the platform's, every company's).
 */
const devices = {
  name: 'Device |||| Devices',
  menu: 'Devices',
  searchPlaceholder: 'Name or secure ID',
  emptyList: 'No local servers or controllers yet',
  fields: {
    name: 'Name',
    kind: 'Kind',
    companyName: 'Company',
    companyId: 'Company',
    doors: 'Doors',
    status: 'Status',
    lastSeen: 'Last seen',
    version: 'Version',
    pending: 'Pending changes',
    sync: 'Sync',
    wrongSince: 'Wrong for',
  },
  kinds: {
    localServer: 'Local server',
    controller: 'Controller',
  },
  /** Where a device stands with its credentials, as a chip, and what each means on hover. */
  sync: {
    inSync: 'In sync',
    noDoors: 'No doors',
    neverSynced: 'Never synced',
    snapshotRequired: 'Snapshot required',
    behind: 'Behind',
    drift: 'Drift',
  },
  syncHelp: {
    inSync: 'It acknowledged every change to its doors, and its credentials match ours.',
    noDoors: 'It serves no door, so it holds no credentials.',
    neverSynced: 'It has not acknowledged any credentials yet: it takes all of its doors’ at its first call.',
    snapshotRequired:
      'It takes all of its doors’ credentials afresh at its next call: its doors changed, or it fell behind what the platform keeps of the changes.',
    behind: 'Changes to its doors wait for it: it has not acknowledged them yet.',
    drift: 'It acknowledged the current version, but its credentials differ from ours: a resync sends them afresh.',
  },
  filters: {
    kind: 'Kind',
    sync: 'Sync',
  },
  syncFilter: {
    inSync: 'In sync',
    behind: 'Waiting for credentials',
    drift: 'Drift',
    noDoors: 'No doors',
  },
  doors: {
    none: 'None',
    count: '%{smart_count} door |||| %{smart_count} doors',
    more: 'and %{smart_count} more',
  },
  /** "41 of 44": the credential version it acknowledged against the company's current one. */
  version: {
    ofCurrent: '%{acked} of %{current}',
    never: 'None of %{current}',
  },
  pending: {
    none: 'None',
    snapshot: 'All of its credentials',
    count: '%{smart_count} change, %{age} |||| %{smart_count} changes, the oldest %{age}',
  },
  /** “Wrong for” of a device online and in sync: nothing to count. */
  inOrder: '—',
  neverSeen: 'never seen',
  resync: {
    action: 'Resync',
    label: 'Resync %{name}',
    title: 'Resync “%{name}”?',
    content:
      '%{kind} “%{name}” will take all the credentials of its doors afresh at its next call, instead of only the changes.',
    done: '“%{name}” takes a fresh snapshot at its next call',
    neverSynced: '“%{name}” has not synced yet: it takes a full snapshot at its first call',
  },
};
export default devices;
