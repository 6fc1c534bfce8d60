import { z } from 'zod';
import { queryInteger, text } from './fields';
import { validation } from './messages';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * What a door needs to decide by itself (docs/device-protocol.md): each access point's credential set.
 * The server derives it in one place (server/sync), keeps it with every write that changes who may pass,
 * and hands it to the devices that serve the point: a versioned snapshot, then only the changes.
 */

/** The means a person presents at a door, and the point's own settings (one entry per point). */
export const credentialKinds = ['point', 'card', 'phone', 'digitalKey', 'mobileKey', 'plate'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

/** Who a credential belongs to: an abonent (resident), or an access right (a guest, a vehicle). */
export const credentialHolder = z.object({
  type: z.enum(['abonent', 'accessRight']),
  id: z.string(),
  name: z.string(),
});

/** A daily window, 'HH:MM' each, in the door's local time: the credential opens only within it. */
export const dailyHours = z.object({ from: z.string(), until: z.string() });

/**
 * One credential of a door, as the device stores it. `value` is what the door matches: a card or BLE
 * tag's code (decimal), a phone's digits (E.164 without '+'), a digital key, a mobile key's id, or a car
 * plate's key (Latin capitals and digits). The rest is what the door checks itself: the period (`from`
 * inclusive, `until` exclusive, UTC; null is open-ended), the daily hours, the floors a lift may take the
 * person to, and the key's type (which the point's own entry may refuse).
 */
export const personCredential = z.object({
  kind: z.enum(['card', 'phone', 'digitalKey', 'mobileKey', 'plate']),
  value: z.string(),
  holder: credentialHolder,
  keyType: z.enum(['permanent', 'temporary']).nullable(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  hours: dailyHours.nullable(),
  floors: z.object({ allowed: z.string().nullable(), lower: z.number().int().nullable() }).nullable(),
});

/**
 * The point's own entry (credential id `point`): its lock, how long it opens, whether it is a lift, and
 * whether a perimeter it is in refuses permanent or temporary mobile keys.
 */
export const pointCredential = z.object({
  kind: z.literal('point'),
  lockId: z.string(),
  openTime: z.number().int(),
  lift: z.boolean(),
  refusePermanentKeys: z.boolean(),
  refuseTemporaryKeys: z.boolean(),
});

export const doorCredential = z.discriminatedUnion('kind', [personCredential, pointCredential]);
export type DoorCredential = z.infer<typeof doorCredential>;
export type PersonCredential = z.infer<typeof personCredential>;

/**
 * An entry of a snapshot or of the changes: the point, the credential's id within it, its hash (16
 * hexadecimal digits: the digest is the XOR of the hashes of every entry a device holds), and the
 * credential, null when a change removes it.
 */
export const credentialEntry = z.object({
  accessPointId: z.string(),
  credentialId: z.string(),
  hash: z.string(),
  credential: doorCredential.nullable(),
});
export type CredentialEntry = z.infer<typeof credentialEntry>;

/** The most entries of one snapshot page or one answer of changes. */
export const MAX_SYNC_PAGE = 5_000;
/** The longest a device's call for changes waits for one (long poll), seconds. */
export const MAX_SYNC_WAIT_SECONDS = 30;

/** A version as the wire writes it: a whole number, 0 for a device that holds nothing yet. */
const version = () => queryInteger({ min: 0 });
/** A snapshot page's cursor: the last entry of the previous page, `<accessPointId>/<credentialId>`. */
const snapshotCursor = () => text().max(200);
/** A page of changes' cursor: its last change, `<version>/<accessPointId>/<credentialId>`. */
const changesCursor = () => text().max(220);
/** A digest: 16 hexadecimal digits, lower case. */
export const DIGEST = /^[0-9a-f]{16}$/;

export const credentialActions = {
  GetCredentialSnapshot: defineAction({
    method: 'GET',
    area: 'device',
    summary: `The device side: every credential of the access points this device serves, in pages of at most Limit (${MAX_SYNC_PAGE}) ordered by point and credential id; After is the previous page's \`next\`. \`version\` is the company's credential version when the page was read: after the last page, ask for the changes since the first page's version.`,
    input: z.object({
      After: snapshotCursor().optional(),
      Limit: queryInteger({ min: 1, max: MAX_SYNC_PAGE }).default(1000),
    }),
    output: z.object({
      version: z.number().int(),
      points: z.array(z.string()),
      items: z.array(credentialEntry),
      next: z.string().nullable(),
    }),
  }),
  GetCredentialChanges: defineAction({
    method: 'GET',
    area: 'device',
    summary: `The device side: the changes to the credentials of this device's access points after version Since, in order, at most Limit; when there are none yet, waits up to Wait seconds (at most ${MAX_SYNC_WAIT_SECONDS}) for one. Apply them in order; while \`next\` is set, ask again with the same Since and After=next; then hold \`version\`. Digest (without After): the digest of the device's whole set at Since, recorded as AcknowledgeCredentials(Since, Digest) would record it, so that a device acknowledges each version with its next call for changes. 409 snapshotRequired: Since is 0, older than the change log keeps, or from before the device's doors changed, or Digest is not ours at Since (drift): take a snapshot.`,
    input: z
      .object({
        Since: version(),
        After: changesCursor().optional(),
        Wait: queryInteger({ min: 0, max: MAX_SYNC_WAIT_SECONDS }).default(0),
        Limit: queryInteger({ min: 1, max: MAX_SYNC_PAGE }).default(1000),
        Digest: text().regex(DIGEST).optional(),
      })
      // Between the pages of one set of changes the device holds part of them: its set is no version's.
      .superRefine(({ After, Digest }, ctx) => {
        if (After !== undefined && Digest !== undefined)
          ctx.addIssue({ code: 'custom', path: ['Digest'], message: validation.invalid });
      }),
    output: z.object({ version: z.number().int(), items: z.array(credentialEntry), next: z.string().nullable() }),
  }),
  AcknowledgeCredentials: defineAction({
    method: 'POST',
    area: 'device',
    summary:
      "The device side: the version the device has applied and the digest of its whole set (the XOR of its entries' hashes). `inSync`: its set is ours at the latest version; `drift`: at that version its set differs from ours (take a snapshot); neither: newer changes are waiting.",
    input: z.object({
      Version: z.number().int().min(0),
      Digest: text().regex(DIGEST),
    }),
    output: z.object({ version: z.number().int(), inSync: z.boolean(), drift: z.boolean() }),
  }),
};

/** Device Actions have no console resource. */
export const credentialEntity = defineEntity(credentialActions);

export type PointSettings = z.infer<typeof pointCredential>;

/** Why a credential does or does not open its door at a moment: the door's own check, and the console's. */
export type CredentialVerdict = 'opens' | 'keyTypeRefused' | 'outsidePeriod' | 'outsideHours';

/**
 * What the door checks itself, declared once for the simulated device, who-can-pass and the journal: the
 * point refuses the key's type; the moment (`at`) is outside the period; the door's local clock ('HH:MM')
 * is outside the daily hours.
 */
export function credentialVerdict(
  credential: PersonCredential,
  point: PointSettings,
  at: Date,
  clock: string,
): CredentialVerdict {
  if (
    (credential.keyType === 'permanent' && point.refusePermanentKeys) ||
    (credential.keyType === 'temporary' && point.refuseTemporaryKeys)
  )
    return 'keyTypeRefused';
  if ((credential.from && at < new Date(credential.from)) || (credential.until && at >= new Date(credential.until)))
    return 'outsidePeriod';
  if (credential.hours && !(credential.hours.from <= clock && clock < credential.hours.until)) return 'outsideHours';
  return 'opens';
}
