import type { Database } from '../db/open';
import { CONNECTION_TIMEOUT_MS, postgresPool } from '../db/open';
import { changesOfVersion, type VersionChanges } from './device-sync';
import { HeardVersions } from './heard-versions';

/**
 * Wakes the devices waiting for credential changes (GetCredentialChanges' long poll) when a company's
 * credentials change on any API server: the refresh at each commit sends NOTIFY `credential_changes`
 * with '<company>:<version>:<point,point,…>' (or `*` for many doors; migration 0049), and every server
 * LISTENs on one connection of its own. Only the waiters of those doors wake: a change at one gate of a
 * company with 2,000 devices wakes its few, not all. A waiter that heard every version since its own
 * read is answered from one read of the new version, shared by all it woke; any other asks the database
 * again. Nothing here holds state another server needs: what a server heard only spares it queries.
 * The same connection hears `device_tokens`, so that tokens a server verified are forgotten when they
 * change (server/devices/verified.ts).
 */

const CHANNEL = 'credential_changes';
/** A device's token changed (migration 0051): the servers forget what they verified of it. */
const TOKENS_CHANNEL = 'device_tokens';
/** After a lost listening connection, how long before trying again. */
const RECONNECT_MS = 1_000;

/**
 * What woke a waiter. `changes` reads what the version that woke it changed, once for every waiter it
 * woke (a change at a gate with 300 devices costs one read, not 300); undefined when the waiter must ask
 * the database itself (it may have missed a version in between, or the read cannot be shared).
 */
export interface Wake<Changes> {
  changes(): Promise<Changes | undefined>;
}

const UNSHARED: Wake<never> = { changes: async () => undefined };

export interface Waiter<Changes> {
  /** From now on only a change at one of `points` wakes it (at first, any change of the company). */
  waitsFor(points: ReadonlySet<string>): void;
  /**
   * The device's doors hold no change up to `version` (what it just read): from now on the waiter counts
   * the versions it hears, so that a wake by the very next change of its doors can use the shared read.
   */
  holds(version: number): void;
  /**
   * Resolves at the next change of its doors (at once if one came since the last call), or undefined
   * after `ms` or when `signal` aborts. It stays registered until `cancel`, so it can wait again.
   */
  until(ms: number, signal?: AbortSignal): Promise<Wake<Changes> | undefined>;
  /** Stops waiting (the request ended). */
  cancel(): void;
}

interface Waiting<Changes> {
  /** The doors it waits for (undefined: any). */
  points: ReadonlySet<string> | undefined;
  /** The last version it knows about, every one before it heard or read; undefined when it does not. */
  known: number | undefined;
  wake(wake: Wake<Changes>): void;
}

/** Reads the changes of one version of a company, once committed (undefined: not for sharing). */
export type ReadVersion<Changes> = (companyId: string, version: number) => Promise<Changes | undefined>;

export class CredentialNotifications<Changes = unknown> {
  /** Per company, the requests waiting. */
  private readonly waiting = new Map<string, Set<Waiting<Changes>>>();
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;
  /** Per company, the versions heard one after another, up to the latest (server/sync/heard-versions.ts). */
  private readonly history = new Map<string, HeardVersions>();
  /** Told of each device whose token changed (undefined: any may have, while nobody listened). */
  private readonly tokenListeners = new Set<(deviceId: string | undefined) => void>();
  /** Whether notifications are heard now: a cache of device tokens is only safe while they are. */
  listening = false;

  private constructor(
    private readonly db: Database,
    private readonly readVersion: ReadVersion<Changes>,
  ) {}

  /**
   * Starts listening on the database. PGlite listens at once; PostgreSQL's listener connects beside the
   * server's start and never holds it (a database that does not answer must not keep the API from
   * answering 503), and keeps trying; until it listens, a waiting device is answered at the end of its wait.
   */
  static async start<Changes>(db: Database, readVersion: ReadVersion<Changes>) {
    const notifications = new CredentialNotifications(db, readVersion);
    const listening = notifications.listen().catch(() => {});
    if (!postgresPool(db)) await listening;
    return notifications;
  }

  /**
   * A waiter for the company's changes at `points` (any without), registered now: a change committed after
   * this call wakes it, even one that lands before `until` is called (read the changes after registering,
   * then wait).
   */
  waiter(companyId: string, points?: ReadonlySet<string>): Waiter<Changes> {
    /** A wake not taken yet. */
    let pending: Wake<Changes> | undefined;
    let resolve: (() => void) | undefined;
    const waiting: Waiting<Changes> = {
      points,
      known: undefined,
      wake(wake) {
        // A second wake before the first was taken: the first's read no longer covers everything.
        pending = pending ? UNSHARED : wake;
        waiting.known = undefined;
        resolve?.();
      },
    };
    let set = this.waiting.get(companyId);
    if (!set) this.waiting.set(companyId, (set = new Set()));
    set.add(waiting);
    return {
      waitsFor(points) {
        waiting.points = points;
      },
      holds(version) {
        if (!pending) waiting.known = version;
      },
      async until(ms, signal) {
        if (!pending && !signal?.aborted) {
          let timer: NodeJS.Timeout | undefined;
          const ended = () => resolve?.();
          await new Promise<void>((settle) => {
            resolve = settle;
            timer = setTimeout(settle, ms);
            signal?.addEventListener('abort', ended, { once: true });
          });
          resolve = undefined;
          clearTimeout(timer);
          signal?.removeEventListener('abort', ended);
        }
        const taken = pending;
        pending = undefined;
        return taken;
      },
      cancel: () => {
        set.delete(waiting);
        if (set.size === 0 && this.waiting.get(companyId) === set) this.waiting.delete(companyId);
        resolve?.();
      },
    };
  }

  /** Calls `listener` with each device whose token changed (or undefined: forget every device). */
  onDeviceTokens(listener: (deviceId: string | undefined) => void): void {
    this.tokenListeners.add(listener);
  }

  /** How many requests are waiting now (the bench reports the memory each takes). */
  get waiters(): number {
    let count = 0;
    for (const set of this.waiting.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heardNothing();
    await this.stopListening?.();
  }

  /**
   * The company's latest version, when this server heard every version after `since` and none changed
   * `points`, the device's doors as read at `pointsReadAt` (so a device holding `since` holds what it
   * needs up to it); undefined when it cannot tell (HeardVersions.quietSince).
   */
  quietSince(companyId: string, since: number, points: ReadonlySet<string>, pointsReadAt: number) {
    return this.history.get(companyId)?.quietSince(since, points, pointsReadAt);
  }

  /** Not listening (any more): every waiter asks again, and verified tokens are forgotten. */
  private heardNothing() {
    this.listening = false;
    this.history.clear();
    this.wakeAll();
    this.tokensChanged(undefined);
  }

  /**
   * A version of the company was committed, changing `points` (any without): its waiters of those doors
   * wake; the others note that they heard it, so that they still know every version since their read.
   */
  private heard(companyId: string, version: number, points: readonly string[] | undefined) {
    let history = this.history.get(companyId);
    if (!history) this.history.set(companyId, (history = new HeardVersions()));
    history.heard(version, points);
    const set = this.waiting.get(companyId);
    if (!set) return;
    // Each waiter's own doors (a device serves a few) looked up among the version's (up to 200).
    const changed = points && new Set(points);
    let read: Promise<Changes | undefined> | undefined;
    const shared: Wake<Changes> = {
      changes: () => (read ??= this.readVersion(companyId, version).catch(() => undefined)),
    };
    for (const waiting of set) {
      const { known } = waiting;
      // Already in what it read.
      if (known !== undefined && version <= known) continue;
      const touched = !changed || !waiting.points || someOf(waiting.points, changed);
      const next = known !== undefined && version === known + 1;
      if (touched) waiting.wake(next ? shared : UNSHARED);
      else waiting.known = next ? version : undefined;
    }
  }

  /** Everyone asks again: notifications may have been missed while the connection was down. */
  private wakeAll() {
    for (const set of this.waiting.values()) for (const waiting of set) waiting.wake(UNSHARED);
  }

  private tokensChanged = (deviceId: string | undefined) => {
    for (const listener of this.tokenListeners) listener(deviceId);
  };

  private onPayload = (payload: string) => {
    const [companyId, version, points = '*'] = payload.split(':');
    this.heard(companyId, Number(version), points === '*' ? undefined : points.split(','));
  };

  private async listen(): Promise<void> {
    const pool = postgresPool(this.db);
    if (!pool) {
      // PGlite: one process, its own notification API.
      const client = (this.db as unknown as { $client: PGliteListener }).$client;
      const stops = [
        await client.listen(CHANNEL, this.onPayload),
        await client.listen(TOKENS_CHANNEL, this.tokensChanged),
      ];
      this.stopListening = async () => {
        for (const stop of stops) await stop();
      };
      this.listening = true;
      return;
    }
    const { default: pg } = await import('pg');
    const retry = () => setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
    const connect = async (): Promise<void> => {
      const client = new pg.Client({
        connectionString: pool.options.connectionString,
        keepAlive: true,
        // A server that accepts and never answers must not hold the API server's start.
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      });
      const lost = () => {
        if (this.closed) return;
        this.heardNothing();
        retry();
      };
      client.on('notification', ({ channel, payload }) => {
        if (payload) (channel === TOKENS_CHANNEL ? this.tokensChanged : this.onPayload)(payload);
      });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}; LISTEN ${TOKENS_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      client.on('end', lost);
      this.stopListening = () => client.end();
      // What was committed while no connection listened was not heard: whoever waits asks again, and
      // tokens verified before are verified again.
      this.heardNothing();
      this.listening = true;
    };
    await connect().catch((error: unknown) => {
      retry();
      throw error;
    });
  }
}

interface PGliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The notifications of each database the app serves (started with the app, server/app.ts). */
const started = new WeakMap<Database, CredentialNotifications<VersionChanges>>();

export async function startCredentialNotifications(db: Database): Promise<CredentialNotifications<VersionChanges>> {
  const notifications = await CredentialNotifications.start(db, (companyId, version) =>
    changesOfVersion(db, companyId, version),
  );
  started.set(db, notifications);
  return notifications;
}

/** The database's notifications; undefined when no app started them (a device then never waits). */
export const credentialNotifications = (db: Database): CredentialNotifications<VersionChanges> | undefined =>
  started.get(db);

/** Whether any of `mine` is in `changed`. */
function someOf(mine: ReadonlySet<string>, changed: ReadonlySet<string>): boolean {
  for (const point of mine) if (changed.has(point)) return true;
  return false;
}
