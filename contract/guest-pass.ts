import { z } from 'zod';
import { id, integer, queryInteger, requiredText, storableYear, text } from './fields';
import { validation, withArgs } from './messages';
import { defineAction, listInput, listOutput, MAX_LIST_LIMIT } from './protocol';
import { defineEntity } from './resource';

/**
 * Guest passes (issue 16): a link an admin gives a guest, opening chosen access points of the company
 * from the public lock page (/lock, /lock/open) within a period and a number of uses. The link carries a
 * random 256-bit token; the server keeps only its hash, so the link is shown once, when it is issued.
 * Each opening writes an open command into the outbox that the company's local server collects (the
 * `device` Actions below); only when a device acknowledges it does it use up one of the link's openings
 * and enter the journal as a pass.
 */

export const guestPassStatuses = ['active', 'scheduled', 'expired', 'usedUp', 'revoked'] as const;
export type GuestPassStatus = (typeof guestPassStatuses)[number];

/**
 * The parameter of the public page's link that carries the token: in the fragment (`/lock#pass=…`), which a
 * browser never sends, so no server or proxy logs it. Links issued before were `/lock?pass=…`; the page
 * still takes those and moves the token into the fragment at once.
 */
export const GUEST_PASS_PARAM = 'pass';
/** The most uses and doors a pass may have. */
export const MAX_GUEST_PASS_USES = 100;
export const MAX_GUEST_PASS_POINTS = 20;

export const guestPassMessages = {
  periodOrder: 'resources.guest_passes.validation.periodOrder',
  pointNotFound: 'resources.guest_passes.errors.pointNotFound',
  alreadyRevoked: 'resources.guest_passes.errors.alreadyRevoked',
} as const;

/**
 * Why the public page refuses a link, each a page of its own (`common.publicLock.refused.<reason>`):
 * nothing is said about whose link it was.
 */
export const guestPassRefusals = ['unknown', 'notYet', 'expired', 'usedUp', 'revoked', 'notThisDoor'] as const;
export type GuestPassRefusal = (typeof guestPassRefusals)[number];
export const guestRefusalMessage = (reason: GuestPassRefusal) => `common.publicLock.refused.${reason}`;

const instant = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .pipe(
      z.iso.datetime({ offset: true, error: validation.invalid }).refine(storableYear, { error: validation.invalid }),
    );

export const guestPassFields = {
  /** The guest's name: the journal's user for each opening. */
  name: requiredText(),
  accessPointIds: z
    .array(id(), { error: validation.required })
    .min(1, { error: validation.required })
    .max(MAX_GUEST_PASS_POINTS, { error: withArgs(validation.maxLength, { max: MAX_GUEST_PASS_POINTS }) }),
  // Examples for the contract's generated tests: a period that holds now.
  validFrom: instant().meta({ examples: ['2020-01-01T00:00:00.000Z'] }),
  validTo: instant().meta({ examples: ['2099-01-01T00:00:00.000Z'] }),
  maxUses: integer({ min: 1, max: MAX_GUEST_PASS_USES }),
};

const periodIssue = (pass: { validFrom?: string; validTo?: string }, ctx: z.RefinementCtx, path: string) => {
  if (pass.validFrom && pass.validTo && Date.parse(pass.validFrom) >= Date.parse(pass.validTo)) {
    ctx.addIssue({ code: 'custom', path: [path], message: guestPassMessages.periodOrder });
  }
};

export const guestPassForm = z.object(guestPassFields).superRefine((pass, ctx) => periodIssue(pass, ctx, 'validTo'));

const namedPoint = z.object({ id: z.string(), name: z.string() });

export const guestPassRecord = z.object({
  id: z.string(),
  name: z.string(),
  points: z.array(namedPoint),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  status: z.enum(guestPassStatuses),
  revokedAt: z.string().nullable(),
  created: z.string(),
});
export type GuestPassRecord = z.infer<typeof guestPassRecord>;

/** What the public page shows a guest: the doors and the period, nothing about the company or anyone else. */
export const guestDoorsRecord = z.object({
  name: z.string(),
  doors: z.array(namedPoint),
  validFrom: z.string(),
  validTo: z.string(),
  usesLeft: z.number().int(),
});
export type GuestDoorsRecord = z.infer<typeof guestDoorsRecord>;

/** An open command waiting for the local server. */
export const lockCommandRecord = z.object({
  id: z.string(),
  command: z.literal('open'),
  lockId: z.string(),
  lockPid: z.string(),
  /** Null when the point was removed since. */
  accessPointId: z.string().nullable(),
  accessPointName: z.string(),
  created: z.string(),
  /** After this the command is stale: the door is not opened for a guest long gone. */
  expiresAt: z.string(),
});
export type LockCommandRecord = z.infer<typeof lockCommandRecord>;

/**
 * An open command is carried out within this many seconds of the guest's tap, or never: the public page
 * waits about as long for a device to take it, then tells the guest none did.
 */
export const LOCK_COMMAND_TTL_SECONDS = 8;

const token = () =>
  text({ trim: true, error: guestRefusalMessage('unknown') })
    .min(1, { error: guestRefusalMessage('unknown') })
    .max(100);

export const guestPassActions = {
  GetGuestPasses: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'guests.view',
    summary:
      "Lists the company's guest passes, newest first, with their doors, uses and status as of now: search in the name, filter by Status, paged; `Id` fetches one.",
    input: listInput.extend({ Id: id().optional(), Status: z.enum(guestPassStatuses).optional() }),
    output: listOutput(guestPassRecord),
  }),
  IssueGuestPass: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'guests.manage',
    summary:
      "Issues a guest pass for some of the company's access points, ValidFrom before ValidTo, with MaxUses. Returns its id and the link's token: the only time the token is seen (only its hash is kept).",
    input: z
      .object({
        Name: guestPassFields.name,
        AccessPointIds: guestPassFields.accessPointIds,
        ValidFrom: guestPassFields.validFrom,
        ValidTo: guestPassFields.validTo,
        MaxUses: guestPassFields.maxUses,
      })
      .superRefine((pass, ctx) => periodIssue({ validFrom: pass.ValidFrom, validTo: pass.ValidTo }, ctx, 'ValidTo')),
    output: z.object({ id: z.string(), token: z.string() }),
  }),
  RevokeGuestPass: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'guests.manage',
    summary: 'Revokes one of the company’s guest passes: its link stops opening at once. 409 when already revoked.',
    input: z.object({ GuestPassId: id() }),
    output: guestPassRecord,
  }),
  GetGuestDoors: defineAction({
    // POST: the link's token is a secret, and a GET's query ends up in access logs.
    method: 'POST',
    area: 'public',
    summary:
      'The public lock page: the doors a guest link opens, until when, and the uses left. Refused with 404 (unknown link) or 410 (not yet, expired, used up, revoked), the reason as the error; rate-limited per link and per address (429).',
    input: z.object({ Pass: token() }),
    output: guestDoorsRecord,
  }),
  OpenGuestDoor: defineAction({
    method: 'POST',
    area: 'public',
    summary:
      "Opens one door of a guest link: checks the link as GetGuestDoors does (openings a device may still take count as used), writes an open command for the door's lock into the outbox and waits a few seconds for a local server to acknowledge it. `opened` says whether one did: only then is an opening used up and the pass recorded in the journal. Rate-limited per link and per address (429).",
    input: z.object({ Pass: token(), AccessPointId: id() }),
    output: z.object({
      door: z.string(),
      /** A door device took the command within the wait; false: none did, and no opening was used. */
      opened: z.boolean(),
      usesLeft: z.number().int(),
    }),
  }),
  GetLockCommands: defineAction({
    method: 'GET',
    area: 'device',
    summary: `The device side: the open commands waiting for the company's locks, oldest first (those older than ${LOCK_COMMAND_TTL_SECONDS} s are dropped), at most Limit.`,
    input: z.object({ Limit: queryInteger({ min: 1, max: MAX_LIST_LIMIT }).default(100) }),
    output: z.object({ items: z.array(lockCommandRecord) }),
  }),
  AcknowledgeLockCommands: defineAction({
    method: 'POST',
    area: 'device',
    summary:
      "The device side: marks the given open commands of the company as carried out by this local server (a guest's command then uses up one of its link's openings and is recorded in the journal); returns how many were still waiting.",
    input: z.object({ CommandIds: z.array(id()).min(1).max(MAX_LIST_LIMIT) }),
    output: z.object({ acknowledged: z.number().int() }),
  }),
};

/** Guest passes in the company area (reached from access rights; no menu entry of their own). */
export const guestPassEntity = defineEntity(guestPassActions, {
  company: {
    guest_passes: { list: 'GetGuestPasses', one: { action: 'GetGuestPasses', idParam: 'Id' } },
  },
});
