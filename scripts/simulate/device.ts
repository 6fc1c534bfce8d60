/**
 * A door controller of `npm run simulate -- --device`: it keeps its own CredentialStore through the
 * device protocol (docs/device-protocol.md: a snapshot, then the changes by long poll, each version
 * acknowledged), decides every pass at the door from what it holds, and reports the events with
 * AddPassEvents, each with the version it decided with. While the platform is out of reach it goes on
 * deciding from its store and queues the events; they go out when the platform answers again.
 */
import type { PassEventInput } from '../../contract/journal';
import { CredentialStore, type DeviceCall, type DoorDecision, type Presented } from './credential-store';
import { sendEventsWith } from './events';

/** An event as the device reports it: the version of the credential set it decided with. */
export type DeviceEvent = PassEventInput & { credentialVersion: number };

export interface DoorControllerOptions {
  call: DeviceCall;
  /** Told of what the controller does, a line at a time. */
  log?: (line: string) => void;
  /** Chooses the simulated passes; Math.random by default (a test gives a seeded one). */
  random?: () => number;
  /** Makes the event ids unique across runs of the same local server; the start time by default. */
  idPrefix?: string;
}

/** A pass simulated at a door: the point, what was shown, and the decision with the event it made. */
export interface Pass {
  accessPointId: string;
  presented: Presented;
  decision: DoorDecision;
  event: DeviceEvent;
}

/** A thrown call (fetch failed, aborted) or a 5xx: the platform is out of reach, not refusing. */
const isUnreachable = (error: unknown) => !(error instanceof RefusedError);
class RefusedError extends Error {}

/**
 * A moment as the door writes it: its own local time with its offset ('2026-12-05T09:30:00.000+03:00'),
 * and its local 'HH:MM', the clock daily hours are read by.
 */
export function doorTime(at: Date): { occurredAt: string; clock: string } {
  const offset = -at.getTimezoneOffset();
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 23);
  const pad = (n: number) => String(Math.trunc(n)).padStart(2, '0');
  const sign = offset >= 0 ? '+' : '-';
  return {
    occurredAt: `${local}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`,
    clock: local.slice(11, 16),
  };
}

/** The fields of a pass event that say what was shown at the door. */
function shown(presented: Presented): Pick<PassEventInput, 'keyType' | 'cardId' | 'phone' | 'keyId' | 'carPlate'> {
  const none = { cardId: null, phone: null, keyId: null, carPlate: null };
  switch (presented.kind) {
    case 'card':
      return { ...none, keyType: 'card', cardId: presented.value };
    case 'phone':
      return { ...none, keyType: 'gsm', phone: presented.value };
    case 'mobileKey':
      return { ...none, keyType: 'mobile', keyId: presented.value };
    case 'plate':
      return { ...none, keyType: 'gsm', carPlate: presented.value };
    case 'digitalKey':
      return { ...none, keyType: 'ble', cardId: presented.value };
  }
}

export class DoorController {
  readonly store: CredentialStore;
  /** The events decided and not yet stored by the platform, oldest first. */
  readonly queue: DeviceEvent[] = [];
  /** Whether the platform answered the last call. */
  reachable = true;
  private readonly log: (line: string) => void;
  private readonly random: () => number;
  private readonly idPrefix: string;
  private sequence = 0;
  /** The version last logged as reached (each is told once). */
  private announced = -1;

  constructor(private readonly options: DoorControllerOptions) {
    // Every call goes through here: a 5xx counts as out of reach, as a thrown call does.
    const call: DeviceCall = async (method, action, params) => {
      const answer = await options.call(method, action, params);
      if (answer.status >= 500) throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    this.store = new CredentialStore(call);
    this.log = options.log ?? (() => {});
    this.random = options.random ?? Math.random;
    this.idPrefix = options.idPrefix ?? Date.now().toString(36);
  }

  /**
   * Brings the store up to date (a snapshot first, then the changes, waiting up to `wait` seconds for
   * some) and acknowledges each new version with the store's digest: a long poll (`wait` above 0) leaves
   * it to the next call for changes, which carries it (the device's loop makes that call at once); a
   * single sync sends it alone, so that the platform knows at once. False when the platform is out of
   * reach: the store keeps what it held.
   */
  async sync(wait = 0): Promise<boolean> {
    try {
      const before = this.store.version;
      const carried = this.store.acknowledged;
      const digest = carried === before ? undefined : this.store.digest();
      const changed = await this.store.pull(wait);
      this.back();
      if (this.store.acknowledged !== carried && this.store.acknowledged === before)
        this.log(`Acknowledged version ${before} (digest ${digest}) with the call for changes`);
      if (this.store.version === this.store.acknowledged || this.store.version === this.announced) return true;
      if (before === 0)
        this.log(
          this.store.points.length === 0
            ? `Snapshot: no door is assigned to this device yet (its company's admins assign them), version ${this.store.version}`
            : `Snapshot: ${this.store.size} credentials of ${this.store.points.length} doors, version ${this.store.version}`,
        );
      else if (changed > 0) this.log(`Changes: ${changed} entries, now version ${this.store.version}`);
      this.announced = this.store.version;
      if (wait > 0) return true;
      const answer = await this.store.acknowledge();
      this.log(
        `Acknowledged version ${this.store.version} (digest ${this.store.digest()}): ${
          answer.inSync ? 'in sync' : answer.drift ? 'drifted, taking a snapshot' : `behind ${answer.version}`
        }`,
      );
      if (answer.drift) await this.store.snapshot();
      return true;
    } catch (error) {
      return this.lost(error);
    }
  }

  /** The door's decision on what was shown, made from the store alone, and its event queued. */
  pass(accessPointId: string, presented: Presented, at = new Date()): Pass {
    const { occurredAt, clock } = doorTime(at);
    const decision = this.store.decide(accessPointId, presented, at, clock);
    this.sequence += 1;
    const event: DeviceEvent = {
      eventId: `door-${this.idPrefix}-${this.sequence}`,
      accessPointId,
      occurredAt,
      ...shown(presented),
      result: decision.opened ? 'opened' : 'denied',
      denialReason: decision.denialReason,
      credentialVersion: decision.version,
    };
    this.queue.push(event);
    const who = decision.credential ? ` (${decision.credential.holder.name})` : '';
    this.log(
      `${occurredAt.slice(11, 19)} door ${accessPointId.slice(0, 8)}: ${presented.kind} ${presented.value}${who} ${
        decision.opened ? 'opened' : `refused, ${decision.denialReason}`
      } (version ${decision.version}${this.reachable ? '' : ', offline'})`,
    );
    return { accessPointId, presented, decision, event };
  }

  /**
   * A pass as people make them: mostly a credential the store holds at its own door, now and then one
   * at another door, or a card nobody has. Undefined while the controller serves no door.
   */
  randomPass(at = new Date()): Pass | undefined {
    const { points } = this.store;
    if (points.length === 0) return undefined;
    const pick = <T>(items: T[]) => items[Math.floor(this.random() * items.length)];
    const held = this.store.personCredentials().filter(({ credential }) => credential.kind !== 'digitalKey');
    const roll = this.random();
    if (held.length === 0 || roll < 0.1)
      return this.pass(pick(points), { kind: 'card', value: String(Math.floor(this.random() * 16_777_216)) }, at);
    const { accessPointId, credential } = pick(held);
    return this.pass(roll < 0.2 ? pick(points) : accessPointId, credential, at);
  }

  /**
   * Sends the queued events (AddPassEvents). Those the platform stores (or already had) leave the
   * queue; out of reach, they all stay for the next time. A batch the platform refuses (too old, a door
   * no longer the company's) is dropped, said so: sending it again would be refused again.
   */
  async flush(): Promise<{ sent: number; left: number }> {
    if (this.queue.length === 0) return { sent: 0, left: 0 };
    const batch = [...this.queue];
    const call: DeviceCall = async (method, action, params) => {
      const answer = await this.options.call(method, action, params);
      if (answer.status >= 500) throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (answer.status !== 200) throw new RefusedError(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    try {
      const { accepted, duplicates } = await sendEventsWith(call, batch);
      this.queue.splice(0, batch.length);
      const wasOffline = !this.reachable;
      this.back();
      if (wasOffline || batch.length > 1)
        this.log(`Sent ${batch.length} queued events: ${accepted} stored, ${duplicates} already there`);
      return { sent: batch.length, left: this.queue.length };
    } catch (error) {
      if (isUnreachable(error)) {
        this.lost(error);
        return { sent: 0, left: this.queue.length };
      }
      this.queue.splice(0, batch.length);
      this.log(`The platform refused ${batch.length} events, dropped: ${(error as Error).message}`);
      return { sent: 0, left: this.queue.length };
    }
  }

  private back() {
    if (this.reachable) return;
    this.reachable = true;
    this.log(`The platform answers again (version ${this.store.version} held)`);
  }

  private lost(error: unknown): false {
    // Stopped (a long poll aborted): nothing to tell.
    if ((error as Error).name === 'AbortError') return false;
    if (this.reachable)
      this.log(
        `The platform is out of reach (${(error as Error).message}): deciding from version ${this.store.version}, queueing the events`,
      );
    this.reachable = false;
    return false;
  }
}

export interface RunDeviceOptions {
  controller: DoorController;
  signal: AbortSignal;
  /** The long poll's bound, seconds (at most 30). */
  wait?: number;
  /** Time between simulated passes; each is followed by sending the queue. */
  passEveryMs?: () => number;
  /** How long to wait before asking again after the platform was out of reach. */
  retryMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * The device's two loops until `signal` aborts: its store kept up to date by long poll, and passes
 * decided at its doors, each followed by sending what is queued.
 */
export async function runDevice({
  controller,
  signal,
  wait = 25,
  passEveryMs = () => 2000 + Math.random() * 3000,
  retryMs = 2000,
}: RunDeviceOptions): Promise<void> {
  const syncing = (async () => {
    while (!signal.aborted) {
      if (!(await controller.sync(wait)) && !signal.aborted) await sleep(retryMs, signal);
    }
  })();
  const passing = (async () => {
    while (!signal.aborted) {
      await sleep(passEveryMs(), signal);
      if (signal.aborted) break;
      if (controller.store.version === 0) continue;
      controller.randomPass();
      await controller.flush();
    }
  })();
  await Promise.all([syncing, passing]);
}
