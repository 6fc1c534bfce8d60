import { z } from 'zod';
import { id, text } from './fields';
import { defineAction } from './protocol';
import { defineEntity } from './resource';
import { deviceSyncStates } from './device';

/**
 * Where an abonent's credentials stand at the doors' devices (issue: the console sees the doors): which
 * of the devices serving the abonent's doors applied the abonent's latest change and when, which have not
 * and why; and for each card, phone or key, the same per device, a blocked card included (when each
 * device learned it no longer opens). Read from the devices' acknowledgements (server/sync/delivery.ts).
 */

/** A device serving some of the abonent's doors, and whether it holds the abonent's latest change. */
export const deliveryDevice = z.object({
  kind: z.enum(['localServer', 'controller']),
  id: z.string(),
  name: z.string(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  syncState: z.enum(deviceSyncStates),
  /** Changes to its doors (anyone's) waiting for it, when it is behind. */
  pendingChanges: z.number().int().nullable(),
  ackedVersion: z.number().int().nullable(),
  /** The version the abonent's latest change at its doors was made at. */
  version: z.number().int(),
  /** Whether it acknowledged that version or a later one. */
  reached: z.boolean(),
  /** When it did: its first acknowledgement of that version or later (null: before its history began). */
  reachedAt: z.string().nullable(),
  /** Not reached: when the oldest of the abonent's changes it waits for was made. */
  pendingSince: z.string().nullable(),
});

/** The kinds of means a person presents at a door (contract/credentials.ts), as the delivery names them. */
export const deliveryCredentialKinds = ['card', 'phone', 'digitalKey', 'mobileKey', 'plate'] as const;

/** One of the abonent's credentials (all its doors), or one taken away, and each device's part in it. */
export const deliveryCredential = z.object({
  kind: z.enum(deliveryCredentialKinds),
  value: z.string(),
  /** Held at some door now; false: taken away (a phone changed, a card removed or blocked). */
  current: z.boolean(),
  /** A card blocked as lost: when. */
  blockedAt: z.string().nullable(),
  devices: z.array(z.object({ id: z.string(), reached: z.boolean(), reachedAt: z.string().nullable() })),
});

export type DeliveryDevice = z.infer<typeof deliveryDevice>;
export type DeliveryCredential = z.infer<typeof deliveryCredential>;

/** A credential's id within a door's set, without its holder: `<kind>:<value>`. */
const credentialKey = () => text().max(120);

export const deliveryActions = {
  GetAbonentDelivery: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Where the abonent's credentials stand at the devices serving the abonent's doors: per device, whether it acknowledged the version of the abonent's latest change at its doors and when, or since when it waits and why (its sync state); per credential (current, or taken away while the change log or the devices' history still tells, blocked cards included), each device's part. 404 when the abonent is not the company's.",
    input: z.object({ Id: id() }),
    output: z.object({
      version: z.number().int(),
      devices: z.array(deliveryDevice),
      credentials: z.array(deliveryCredential),
    }),
  }),
  ResendAbonentCredentials: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      "Sends the abonent's credentials to the doors' devices again as changes at a new version (all of them, or the one `Credential`, `<kind>:<value>`), removals of the abonent's blocked cards included: a device that lost or kept one wrongly gets it right with its next changes. Recorded in the audit trail. Returns the new version and how many entries were sent. 404 when the abonent is not the company's or holds no such credential.",
    input: z.object({ Id: id(), Credential: credentialKey().optional() }),
    output: z.object({ version: z.number().int(), sent: z.number().int() }),
  }),
};

export const deliveryEntity = defineEntity(deliveryActions);
