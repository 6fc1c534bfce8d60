import type { ActionCall } from './actionCall';

/**
 * Join requests' decisions and the company's registration code, spread into the dataProvider. The code
 * comes back once, when issued: the server keeps only its hash.
 */
export const joinRequestMethods = (call: ActionCall) => ({
  getRegistration: async () => ({ data: await call('GetRegistration', {}) }),
  issueRegistrationCode: async () => ({ data: await call('IssueRegistrationCode', {}) }),
  closeRegistration: async () => ({ data: await call('CloseRegistration', {}) }),
  approveJoinRequest: async (id: string) => ({ data: await call('ApproveJoinRequest', { JoinRequestId: id }) }),
  refuseJoinRequest: async (id: string) => ({ data: await call('RefuseJoinRequest', { JoinRequestId: id }) }),
});
