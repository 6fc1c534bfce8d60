import { tokenMatches } from '../auth/tokens';
import type { DeviceKind, DevicePrincipal } from './tokens';

/**
 * The device tokens this API server has verified, so that a device's calls (at a change: the answer to its
 * long poll, its acknowledgement, its next long poll) cost no token lookup each. Kept only while the server
 * hears the database's `device_tokens` notifications: a token revoked or replaced, or a device deleted or
 * moved to another company, is forgotten at once on every server (migration 0051), and everything is
 * forgotten whenever the server stops hearing them. An entry is verified again after ten minutes regardless:
 * at a minute, two servers' 2,000 devices cost the database a lookup every 15 ms (bench sync), for a
 * notification that a heard connection does not lose.
 */

/** What tells a server of changed device tokens (server/sync/notifications.ts). */
export interface DeviceTokenNotifications {
  readonly listening: boolean;
  onDeviceTokens(listener: (deviceId: string | undefined) => void): void;
}

const VERIFIED_FOR_MS = 10 * 60_000;
/** More devices than this on one server: start over rather than grow. */
const MAX_ENTRIES = 50_000;

export interface VerifiedDevice {
  principal: DevicePrincipal;
  /** When this server last wrote the device's `last_seen_at` (or found it fresh). */
  seenAt: number;
}

interface Entry extends VerifiedDevice {
  tokenHash: string;
  verifiedAt: number;
}

/** Every server's verified devices in this process (tests run several apps in one). */
const everywhere = new Set<VerifiedDevices>();

/**
 * A token changed through this process: forgotten here before the write even commits, not only when its
 * notification comes back (device ids are unique, so forgetting one in another database's cache is harmless).
 */
export function forgetDeviceEverywhere(deviceId: string): void {
  for (const devices of everywhere) devices.forget(deviceId);
}

export class VerifiedDevices {
  private readonly entries = new Map<string, Entry>();
  /** Counts every forgetting: a lookup that began before one must not keep what it read. */
  private generation = 0;

  constructor(private readonly listening: () => boolean) {
    everywhere.add(this);
  }

  /** The server closed. */
  dispose(): void {
    everywhere.delete(this);
    this.entries.clear();
  }

  /** The device, when this token was verified for it and nothing changed since. */
  find(kind: DeviceKind, deviceId: string, token: string): VerifiedDevice | undefined {
    if (!this.listening()) return undefined;
    const entry = this.entries.get(`${kind}:${deviceId}`);
    if (!entry || Date.now() - entry.verifiedAt > VERIFIED_FOR_MS || !tokenMatches(token, entry.tokenHash))
      return undefined;
    return entry;
  }

  /** What a lookup is about to read: pass it to `keep` once the token matched. */
  get current(): number {
    return this.generation;
  }

  keep(kind: DeviceKind, deviceId: string, tokenHash: string, principal: DevicePrincipal, since: number): void {
    if (!this.listening() || since !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(`${kind}:${deviceId}`, { principal, tokenHash, seenAt: Date.now(), verifiedAt: Date.now() });
  }

  /** A device's token changed (undefined: any device's may have). */
  forget(deviceId: string | undefined): void {
    this.generation += 1;
    if (deviceId === undefined) this.entries.clear();
    else for (const kind of ['localServer', 'controller'] as const) this.entries.delete(`${kind}:${deviceId}`);
  }
}
