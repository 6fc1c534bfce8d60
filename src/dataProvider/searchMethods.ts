import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/** The header's one search across the area's records. */
export const searchMethods = (call: ActionCall) => ({
  search: async (params: ActionInput<'Search'>) => ({ data: await call('Search', params) }),
});
