import { SelectInput } from 'react-admin';
import { deviceKinds } from '../../../contract/device-doors';
import { deviceSyncFilters } from '../../../contract/devices';

/** The devices list's own filters: local servers or controllers, and where they stand with their credentials. */
export const kindFilter = (
  <SelectInput
    key="kind"
    source="kind"
    label="resources.devices.filters.kind"
    choices={deviceKinds.map((kind) => ({ id: kind, name: `resources.devices.kinds.${kind}` }))}
    alwaysOn
    sx={{ minWidth: 170 }}
  />
);

export const syncFilter = (
  <SelectInput
    key="sync"
    source="sync"
    label="resources.devices.filters.sync"
    choices={deviceSyncFilters.map((state) => ({ id: state, name: `resources.devices.syncFilter.${state}` }))}
    alwaysOn
    sx={{ minWidth: 170 }}
  />
);
