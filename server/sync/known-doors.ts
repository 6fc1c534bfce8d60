import type { Database } from '../db/open';

/**
 * Each device's doors as this API server last read them, and at which version: with the versions the
 * server heard since (server/sync/heard-versions.ts), a device's call for changes can be answered "none
 * yet" without reading, when no version since changed its doors or any device's doors. Only a shortcut:
 * a device it does not know is read as before.
 */
export class KnownDoors {
  private readonly byDevice = new Map<string, { points: ReadonlySet<string>; version: number }>();

  of(deviceId: string) {
    return this.byDevice.get(deviceId);
  }

  remember(deviceId: string, points: ReadonlySet<string>, version: number): void {
    // A bound, not an eviction policy: more devices than this on one server are read as before.
    if (this.byDevice.size >= 100_000 && !this.byDevice.has(deviceId)) return;
    this.byDevice.set(deviceId, { points, version });
  }
}

const known = new WeakMap<Database, KnownDoors>();

export function knownDoors(db: Database): KnownDoors {
  let doors = known.get(db);
  if (!doors) known.set(db, (doors = new KnownDoors()));
  return doors;
}
