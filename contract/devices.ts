import { z } from 'zod';
import { deviceState, deviceStatuses, deviceSyncStates } from './device';
import { deviceKinds } from './device-doors';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * The devices list (issue 42): each of a company's local servers and controllers with what it holds of
 * its doors' credentials (docs/device-protocol.md), and a resync that makes one take a fresh snapshot.
 * The company area lists its own; the platform every company's, naming the company.
 */

/**
 * The list's `Sync` filter: `behind` takes every device that waits for credentials (changes, or a whole
 * set: one that must take a snapshot or never took one), the others their state of the same name.
 */
export const deviceSyncFilters = ['inSync', 'behind', 'drift', 'noDoors'] as const;
export type DeviceSyncFilter = (typeof deviceSyncFilters)[number];

export const deviceRecord = z.object({
  /** The local server's or the controller's own id. */
  id: z.string(),
  kind: z.enum(deviceKinds),
  /** A local server's name; a controller's installation location. */
  name: z.string(),
  /** A controller's secure ID (null for a local server). */
  secureId: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  ...deviceState,
  /** How many access points it serves, and the first few of them by path (object / perimeter / point). */
  doors: z.number().int(),
  doorNames: z.array(z.string()),
  /** The company's credential version it last acknowledged (null: never), and when. */
  ackedVersion: z.number().int().nullable(),
  acked: z.string().nullable(),
  /** The company's credential version now. */
  currentVersion: z.number().int(),
  /**
   * While it is behind: the changes to its doors made since the version it acknowledged, and when the
   * oldest was made (null otherwise: one that must take a snapshot takes no changes).
   */
  pending: z.number().int().nullable(),
  oldestPending: z.string().nullable(),
  sync: z.enum(deviceSyncStates),
  /** Since when it has not been online and in sync (null: it is). */
  wrongSince: z.string().nullable(),
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

/** The sort fields; the default puts the device wrong the longest first, then by name. */
export const deviceSortFields = ['wrongSince', 'name', 'lastSeen', 'pending', 'doors'] as const;
export const platformDeviceSortFields = [...deviceSortFields, 'companyName'] as const;

/** How many door names a row carries: a tooltip's worth, the count says the rest. */
export const DEVICE_DOOR_NAMES = 5;

const deviceFilters = {
  Kind: z.enum(deviceKinds).optional(),
  Status: z.enum(deviceStatuses).optional(),
  Sync: z.enum(deviceSyncFilters).optional(),
};

const LIST_SUMMARY =
  'with the doors each serves, when it was last seen (online within DEVICE_ONLINE_MINUTES), the credential version it acknowledged against the current one, the changes to its doors it has not acknowledged and the oldest one’s time, whether it must take a snapshot or drifted, and since when it has not been online and in sync: search in the name (a controller’s secure ID too); `Kind`, `Status` online or offline, `Sync` inSync, behind (waiting for changes or a whole set), drift or noDoors; sorted by default the longest out of sync first, then by name; paged.';

const resyncOutput = z.object({
  /** Whether the device had never acknowledged a version: it takes a snapshot at its first call anyway. */
  neverSynced: z.boolean(),
});

const RESYNC_SUMMARY =
  'its next GetCredentialChanges answers 409 (snapshot required), as when its doors change: the company’s credential version moves on and the device, if waiting for changes, wakes. `neverSynced`: it had never acknowledged a version (it would have taken a snapshot at its first call anyway). Recorded on the audit trail.';

export const deviceActions = {
  GetDevices: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary: `Lists the company's local servers and controllers ${LIST_SUMMARY}`,
    input: listInput.extend({ ...deviceFilters, Sort: z.enum(deviceSortFields).optional() }),
    output: listOutput(deviceRecord),
  }),
  GetPlatformDevices: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: `Lists every company's local servers and controllers, each with its company (\`CompanyId\` to filter), ${LIST_SUMMARY}`,
    input: listInput.extend({
      ...deviceFilters,
      CompanyId: id().optional(),
      Sort: z.enum(platformDeviceSortFields).optional(),
    }),
    output: listOutput(deviceRecord),
  }),
  ResyncDevice: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary: `Makes one of the company's local servers or controllers (\`Kind\`, \`DeviceId\`) take a fresh snapshot: ${RESYNC_SUMMARY} 404 when it is not the company's.`,
    input: z.object({ Kind: z.enum(deviceKinds), DeviceId: id() }),
    output: resyncOutput,
  }),
  ResyncPlatformDevice: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: `Makes any company's local server or controller (\`Kind\`, \`DeviceId\`) take a fresh snapshot: ${RESYNC_SUMMARY} 404 when there is none.`,
    input: z.object({ Kind: z.enum(deviceKinds), DeviceId: id() }),
    output: resyncOutput,
  }),
};

/** The devices list of each area (read-only; a row opens the device's own page). */
export const deviceEntity = defineEntity(deviceActions, {
  company: { devices: { list: 'GetDevices' } },
  platform: { devices: { list: 'GetPlatformDevices' } },
});
