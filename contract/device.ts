import { z } from 'zod';

/**
 * What the platform's devices (locks, postamates) share: whether one is online, judged from when it was
 * last seen. A device reports itself now and then; one not heard from within DEVICE_ONLINE_MINUTES
 * counts as offline. Declared once: the server's lists and filters and the console's words use it.
 */
export const DEVICE_ONLINE_MINUTES = 5;

export const deviceStatuses = ['online', 'offline'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

/** A device's state as its record carries it: null `lastSeen` is a device never heard from (offline). */
export const deviceState = {
  status: z.enum(deviceStatuses),
  lastSeen: z.string().nullable(),
};

/**
 * Where a door device (a local server, a controller) stands with its doors' credentials (server/sync/
 * device-state.ts): it serves no door; it never acknowledged; it must take a fresh snapshot; its set
 * differs from ours (drift); changes to its doors wait for it; it holds what we hold.
 */
export const deviceSyncStates = ['noDoors', 'neverSynced', 'snapshotRequired', 'drift', 'behind', 'inSync'] as const;
export type DeviceSyncState = (typeof deviceSyncStates)[number];
