import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/** Access rights' and guest links' non-CRUD Actions, spread into the dataProvider (components never call fetch). */
export const accessRightMethods = (call: ActionCall) => ({
  revokeAccessRight: async (id: string) => ({ data: await call('RevokeAccessRight', { AccessRightId: id }) }),
  /** What a right over the target would grant: points below it (a few named) and people. */
  getAccessImpact: async (targetId: string) => ({ data: await call('GetAccessImpact', { TargetId: targetId }) }),
  /** How one abonent is let in: their zone, the doors that hold their credentials, their rights. */
  getAbonentAccess: async (abonentId: string) => ({
    data: await call('GetAbonentAccess', { AbonentId: abonentId }),
  }),
  /** Who can pass a point at a moment, and why. */
  getWhoCanPass: async (pointId: string, at: string) => ({
    data: await call('GetWhoCanPass', { AccessPointId: pointId, At: at }),
  }),
  /** Issues a guest link; resolves with its id and the token, seen this once. */
  issueGuestPass: async (params: ActionInput<'IssueGuestPass'>) => ({ data: await call('IssueGuestPass', params) }),
  revokeGuestPass: async (id: string) => ({ data: await call('RevokeGuestPass', { GuestPassId: id }) }),
});
