import resources from 'virtual:resource-bindings';
import type { AreaResources } from '../../../contract/resource';
import type { AreaName } from '../../session/areaStore';

/**
 * The `meta` of a list query whose rows need not be whole records (a list Action that leaves out what
 * costs a query a row, a selector's options). react-admin puts each row of a list in its cache of
 * single records, keyed with the list's `meta`, and an edit page shows the cached copy at once: under
 * this key, such a row never stands in for the record on an edit page.
 */
export const PARTIAL_ROWS = { rows: 'partial' } as const;

/**
 * Whether a resource's list rows may not be whole records: its record is read by another Action than
 * its list (GetAbonentDetails, GetSipDevice, GetPlatformLock, GetUser), which gives what the rows leave out.
 */
export const hasPartialRows = (area: AreaName, resource: string): boolean => {
  const areaResources: AreaResources = resources[area];
  const binding = Object.hasOwn(areaResources, resource) ? areaResources[resource] : undefined;
  return !!binding?.one && binding.one.action !== binding.list;
};
