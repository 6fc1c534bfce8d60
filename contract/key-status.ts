import { z } from 'zod';
import { id } from './fields';
import { withArgs } from './messages';

/**
 * The life cycle of every key (registration keys, local keys, abonents' keys): the spec's statuses
 * (section 3) and the one graph of moves between them, declared here once. The server refuses any other
 * move (409 naming both states); the console offers only these.
 */

export const keyStatuses = [
  'none',
  'sent',
  'approved',
  'rejected',
  'deleteUser',
  'deleteAdmin',
  'deleteByAdmin',
  'deleteByUser',
  'deleteBySender',
  'expired',
  'blocked',
] as const;
export type KeyStatus = (typeof keyStatuses)[number];

/** A permanent key works until deleted; a temporary one only within its period. */
export const keyTypes = ['permanent', 'temporary'] as const;
export type KeyType = (typeof keyTypes)[number];

/**
 * Where a key may go from each status. A key is sent, then accepted or declined; an accepted key may be
 * asked to be deleted (by its user or an admin) before it is; a deleted or expired key is final. A
 * request to delete may be withdrawn (back to approved); a declined key may be sent again. An
 * administrator may block a working key (lost, misused; issue 43) and unblock it back to approved: a
 * blocked key opens no door (it is not among the working statuses below), yet is kept, unlike a deleted one.
 */
export const keyTransitions = {
  none: ['sent', 'deleteByAdmin', 'expired'],
  sent: ['approved', 'rejected', 'deleteBySender', 'deleteByAdmin', 'expired'],
  approved: ['deleteUser', 'deleteAdmin', 'deleteByUser', 'deleteByAdmin', 'expired', 'blocked'],
  rejected: ['sent', 'deleteByAdmin', 'expired'],
  deleteUser: ['approved', 'deleteByUser', 'deleteByAdmin', 'expired', 'blocked'],
  deleteAdmin: ['approved', 'deleteByAdmin', 'expired', 'blocked'],
  blocked: ['approved', 'deleteByAdmin', 'expired'],
  deleteByAdmin: [],
  deleteByUser: [],
  deleteBySender: [],
  expired: [],
} as const satisfies Record<KeyStatus, readonly KeyStatus[]>;

/** 'expired' is reached only by time (a key's period ending), never by a person's choice. */
export const EXPIRED: KeyStatus = 'expired';

/** Whether the graph allows the move (by time included). */
export const canMoveKey = (from: KeyStatus, to: KeyStatus): boolean =>
  (keyTransitions[from] as readonly KeyStatus[]).includes(to);

/** The moves a person may make from a status: the graph's, without expiry (time's own move). */
export const manualKeyTransitions = (from: KeyStatus): KeyStatus[] =>
  (keyTransitions[from] as readonly KeyStatus[]).filter((to) => to !== EXPIRED);

/** The statuses a key leaves for 'expired' when its period ends: those the graph lets expire. */
export const expirableStatuses = keyStatuses.filter((status) => canMoveKey(status, EXPIRED));

/** A status's label key in the catalogues (the statuses are shared, under registration keys). */
export const keyStatusLabel = (status: KeyStatus) => `resources.reg_keys.status.${status}`;

export const keyStatusErrors = {
  /** 'A key cannot go from %{from} to %{to}' (the states as label keys: the console translates them). */
  transition: 'resources.reg_keys.errors.transition',
} as const;

/** The 409 of a refused move: the message with both states, each as its label key. */
export const transitionRefusal = (from: KeyStatus, to: KeyStatus) =>
  withArgs(keyStatusErrors.transition, { from: keyStatusLabel(from), to: keyStatusLabel(to) });

/** The parameters of every Change…KeyStatus Action: the key and the status it should move to. */
export const keyStatusChangeInput = z.object({ KeyId: id(), Status: z.enum(keyStatuses) });

/** One move of a key's history: from, to, who (null: the platform itself, e.g. expiry) and when. */
export const keyStatusChangeRecord = z.object({
  id: z.string(),
  fromStatus: z.enum(keyStatuses),
  toStatus: z.enum(keyStatuses),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type KeyStatusChangeRecord = z.infer<typeof keyStatusChangeRecord>;

/** A key's history, oldest first. */
export const keyStatusHistoryOutput = z.object({ items: z.array(keyStatusChangeRecord) });

/** The statuses a key is still in use in (not deleted, not expired): what a company's key quota counts. */
export const liveKeyStatuses = keyStatuses.filter((status) => keyTransitions[status].length > 0);

/**
 * The statuses in which a key opens doors: accepted by its holder, including while a request to delete
 * it waits. Sent, declined, deleted or expired keys open nothing.
 */
export const workingKeyStatuses = ['approved', 'deleteUser', 'deleteAdmin'] as const satisfies readonly KeyStatus[];

/** Blocking moves a working key to 'blocked'; unblocking moves it back to 'approved'. */
export const BLOCKED: KeyStatus = 'blocked';
export const UNBLOCKED: KeyStatus = 'approved';
