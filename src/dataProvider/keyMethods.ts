import type { Identifier } from 'react-admin';
import type { KeyStatus } from '../../contract/key-status';
import type { ActionCall } from './actionCall';

/** The kinds of keys that have a status life cycle: each its resource. */
export type KeyResource = 'reg_keys' | 'local_keys' | 'abonent_keys';

/** The Actions that move each kind of key along its graph and read its history. */
export const statusActions = {
  reg_keys: { change: 'ChangeRegKeyStatus', history: 'GetRegKeyStatusHistory' },
  local_keys: { change: 'ChangeLocalKeyStatus', history: 'GetLocalKeyStatusHistory' },
  abonent_keys: { change: 'ChangeAbonentKeyStatus', history: 'GetAbonentKeyStatusHistory' },
} as const;

/** The keys', access cards' and SIM cards' non-CRUD Actions, spread into the dataProvider (components never call fetch). */
export const keyMethods = (call: ActionCall) => ({
  /** Moves a key along the graph; the server refuses a move it does not allow (409 naming both states). */
  changeKeyStatus: async (resource: KeyResource, { id, status }: { id: Identifier; status: KeyStatus }) => ({
    data: await call(statusActions[resource].change, { KeyId: String(id), Status: status }),
  }),
  /** A key's status changes, oldest first. */
  getKeyStatusHistory: async (resource: KeyResource, { id }: { id: Identifier }) => ({
    data: (await call(statusActions[resource].history, { KeyId: String(id) })).items,
  }),
  /** Blocks one of an abonent's cards or tags as lost; resolves with the abonent. */
  blockAbonentCard: async ({ abonentId, code }: { abonentId: Identifier; code: number }) => ({
    data: await call('BlockAbonentCard', { AbonentId: String(abonentId), Code: code }),
  }),
  /** Records a SIM card payment that moves its 'paid up to'; resolves with the card. */
  addSimPayment: async ({ id, amount, paidUpTo }: { id: Identifier; amount: string; paidUpTo: string }) => ({
    data: await call('AddSimPayment', { SimCardId: String(id), Amount: amount, PaidUpTo: paidUpTo }),
  }),
});
