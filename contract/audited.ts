/**
 * Which Actions leave their name on the audit trail, decided once for the server (its dispatch records
 * them) and the console (the Audit screen's Action filter offers them): every write (POST) of a signed-in
 * session, and the public writes that record themselves: Login and VerifyTwoFactor (sign-ins and
 * failed ones, server/audit/events.ts, server/actions/two-factor.ts) and a resident's join request (server/actions/join-requests.ts). The device
 * side's writes are the journal's events and a device's state, and a guest's door opened from the public
 * page is no change a person made. No zod here: the console reads it at build time (vite.actionMethods.ts).
 */
export const writesAudited = (contract: { method: string; area: string; reads?: true }) =>
  contract.method === 'POST' && !contract.reads && contract.area !== 'public' && contract.area !== 'device';

/** The public Actions that record themselves on the trail: the dispatcher does not (they have no session). */
export const SELF_RECORDED_ACTIONS = ['Login', 'VerifyTwoFactor', 'SubmitJoinRequest'] as const;

/** The names of the Actions the trail holds, given the contract's Actions. */
export const auditedActionNames = (actions: Record<string, { method: string; area: string; reads?: true }>) =>
  Object.entries(actions)
    .filter(
      ([name, contract]) => writesAudited(contract) || (SELF_RECORDED_ACTIONS as readonly string[]).includes(name),
    )
    .map(([name]) => name);
