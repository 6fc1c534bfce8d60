import type { ActionCall } from './actionCall';

/** Where an abonent's credentials stand at the doors' devices, and sending them again. */
export const deliveryMethods = (call: ActionCall) => ({
  getAbonentDelivery: async (abonentId: string) => ({ data: await call('GetAbonentDelivery', { Id: abonentId }) }),
  resendAbonentCredentials: async (abonentId: string, credential?: string) => ({
    data: await call('ResendAbonentCredentials', { Id: abonentId, ...(credential && { Credential: credential }) }),
  }),
});
