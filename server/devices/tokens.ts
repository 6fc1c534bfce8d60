import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { hashToken, newToken, tokenMatches } from '../auth/tokens';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { type DeviceTokenNotifications, forgetDeviceEverywhere, VerifiedDevices } from './verified';
import { controllers, localServers } from '../db/schema';
import { markSeen, SEEN_RESOLUTION_MS } from './seen';

/**
 * Who called a `device` Action, proven by the device's own token: one of a company's local servers
 * (they report pass events and carry out open commands) or door controllers (they hold their doors'
 * credentials). Only each token's SHA-256 is stored; a new one replaces the previous at once.
 */
export type DevicePrincipal =
  | { kind: 'localServer'; localServerId: string; companyId: string }
  | { kind: 'controller'; controllerId: string; companyId: string };
export type DeviceKind = DevicePrincipal['kind'];

const tables = { localServer: localServers, controller: controllers };

/** The device's id, whichever kind it is. */
export const deviceIdOf = (device: DevicePrincipal) =>
  device.kind === 'localServer' ? device.localServerId : device.controllerId;

/**
 * Gives a device a new token and returns it: the only time it is ever seen. The previous token stops
 * working at once. Undefined when the device is not the company's.
 */
export async function issueDeviceToken(
  db: Database,
  kind: DeviceKind,
  companyId: string,
  deviceId: string,
): Promise<string | undefined> {
  const table = tables[kind];
  const token = newToken();
  forgetDeviceEverywhere(deviceId);
  const [row] = await db
    .update(table)
    .set({ tokenHash: hashToken(token), tokenIssuedAt: sql`now()` })
    .where(and(eq(table.id, deviceId), eq(table.companyId, companyId)))
    .returning({ id: table.id });
  return row ? token : undefined;
}

/** Revokes a device's token: its calls are refused until a new one is issued. */
export async function revokeDeviceToken(
  db: Database,
  kind: DeviceKind,
  companyId: string,
  deviceId: string,
): Promise<void> {
  const table = tables[kind];
  forgetDeviceEverywhere(deviceId);
  await db
    .update(table)
    .set({ tokenHash: null, tokenIssuedAt: null })
    .where(and(eq(table.id, deviceId), eq(table.companyId, companyId)));
}

export const issueLocalServerToken = (db: Database, companyId: string, localServerId: string) =>
  issueDeviceToken(db, 'localServer', companyId, localServerId);
export const revokeLocalServerToken = (db: Database, companyId: string, localServerId: string) =>
  revokeDeviceToken(db, 'localServer', companyId, localServerId);

const SEEN_RESOLUTION = sql`make_interval(secs => ${SEEN_RESOLUTION_MS / 1000})`;

const deviceLookup = (db: Database, kind: DeviceKind) => {
  const table = tables[kind];
  return prepared(db, findDevice, kind, () =>
    db
      .select({
        companyId: table.companyId,
        tokenHash: table.tokenHash,
        // Whether this call should write `last_seen_at` (most calls need not: one statement, not two).
        stale: sql<boolean>`${table.lastSeenAt} is null or ${table.lastSeenAt} < now() - ${SEEN_RESOLUTION}`,
      })
      .from(table)
      .where(and(eq(table.id, sql.placeholder('id')), isNotNull(table.tokenHash))),
  );
};

/** The verified tokens of each database whose notifications an app started (none without: tests, scripts). */
const verified = new WeakMap<Database, VerifiedDevices>();

/**
 * Lets `findDevice` keep the tokens it verified while `notifications` are heard (server/app.ts, at start):
 * each device whose token changes is forgotten at once.
 */
export function verifyDevicesWith(db: Database, notifications: DeviceTokenNotifications): VerifiedDevices {
  const devices = new VerifiedDevices(() => notifications.listening);
  notifications.onDeviceTokens((deviceId) => devices.forget(deviceId));
  verified.set(db, devices);
  return devices;
}

/**
 * The device a token belongs to, or undefined; a match marks the device, and the locks of the doors it
 * serves, as seen now.
 */
export async function findDevice(
  db: Database,
  kind: DeviceKind,
  deviceId: string,
  token: string,
): Promise<DevicePrincipal | undefined> {
  const devices = verified.get(db);
  const known = devices?.find(kind, deviceId, token);
  if (known) {
    if (Date.now() - known.seenAt > SEEN_RESOLUTION_MS) {
      known.seenAt = Date.now();
      await markSeen(db, kind, deviceId);
    }
    return known.principal;
  }
  const generation = devices?.current;
  const [row] = await deviceLookup(db, kind).execute({ id: deviceId });
  if (!row?.tokenHash || !tokenMatches(token, row.tokenHash)) return undefined;
  if (row.stale) await markSeen(db, kind, deviceId);
  const principal: DevicePrincipal =
    kind === 'localServer'
      ? { kind, localServerId: deviceId, companyId: row.companyId }
      : { kind, controllerId: deviceId, companyId: row.companyId };
  devices?.keep(kind, deviceId, row.tokenHash, principal, generation!);
  return principal;
}
