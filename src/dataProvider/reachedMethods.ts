import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/** How many abonents a change to an address or the access tree reaches (the save's confirmation). */
export const reachedMethods = (call: ActionCall) => ({
  getAbonentsReached: async (params: ActionInput<'GetAbonentsReached'>) => ({
    data: await call('GetAbonentsReached', params),
  }),
});
