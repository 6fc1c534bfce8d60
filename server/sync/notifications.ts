import type { Database } from '../db/open';
import { CONNECTION_TIMEOUT_MS, postgresPool } from '../db/open';

/**
 * Wakes the devices waiting for credential changes (GetCredentialChanges' long poll) when a company's
 * credentials change on any API server: the refresh at each commit sends NOTIFY `credential_changes`
 * with '<company>:<version>:<point,point,…>' (or `*` for many doors; migration 0049), and every server
 * LISTENs on one connection of its own. Only the waiters of those doors wake: a change at one gate of a
 * company with 2,000 devices wakes its few, not all. Nothing here holds state another server needs: a
 * waiter only learns that it is worth asking again.
 */

const CHANNEL = 'credential_changes';
/** After a lost listening connection, how long before trying again. */
const RECONNECT_MS = 1_000;

export interface Waiter {
  /** Resolves at the company's next change (or a reconnection), or after `ms`: whichever comes first. */
  until(ms: number): Promise<void>;
  /** Stops waiting (the request ended). */
  cancel(): void;
}

export class CredentialNotifications {
  /** Per company, each waiting request's wake-up and the doors it waits for (undefined: any). */
  private readonly waiting = new Map<string, Map<() => void, ReadonlySet<string> | undefined>>();
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;

  private constructor(private readonly db: Database) {}

  /**
   * Starts listening on the database. PGlite listens at once; PostgreSQL's listener connects beside the
   * server's start and never holds it (a database that does not answer must not keep the API from
   * answering 503), and keeps trying; until it listens, a waiting device is answered at the end of its wait.
   */
  static async start(db: Database): Promise<CredentialNotifications> {
    const notifications = new CredentialNotifications(db);
    const listening = notifications.listen().catch(() => {});
    if (!postgresPool(db)) await listening;
    return notifications;
  }

  /**
   * A waiter for the company, registered now: a change committed after this call wakes it, even one that
   * lands before `until` is called (ask for the changes after registering, then wait).
   */
  waiter(companyId: string, points?: ReadonlySet<string>): Waiter {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    let set = this.waiting.get(companyId);
    if (!set) this.waiting.set(companyId, (set = new Map()));
    set.set(wake, points);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && this.waiting.get(companyId) === set) this.waiting.delete(companyId);
      wake();
    };
    return {
      async until(ms) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([woken, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
        clearTimeout(timer);
        cancel();
      },
      cancel,
    };
  }

  /** How many requests are waiting now (the bench reports the memory each takes). */
  get waiters(): number {
    let count = 0;
    for (const set of this.waiting.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stopListening?.();
    this.wakeAll();
  }

  /** Wakes the company's waiters of any of `points` (all of them without). */
  private wake(companyId: string, points?: readonly string[]) {
    const set = this.waiting.get(companyId);
    if (!set) return;
    for (const [wake, theirs] of set) {
      if (!points || !theirs || points.some((point) => theirs.has(point))) wake();
    }
  }

  /** Everyone asks again: notifications may have been missed while the connection was down. */
  private wakeAll() {
    for (const companyId of [...this.waiting.keys()]) this.wake(companyId);
  }

  private onPayload = (payload: string) => {
    const [companyId, , points = '*'] = payload.split(':');
    this.wake(companyId, points === '*' ? undefined : points.split(','));
  };

  private async listen(): Promise<void> {
    const pool = postgresPool(this.db);
    if (!pool) {
      // PGlite: one process, its own notification API.
      const client = (this.db as unknown as { $client: PGliteListener }).$client;
      this.stopListening = await client.listen(CHANNEL, this.onPayload);
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
        this.wakeAll();
        retry();
      };
      client.on('notification', (message) => message.payload && this.onPayload(message.payload));
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      client.on('end', lost);
      this.stopListening = () => client.end();
      // Changes committed while no connection listened were not heard: whoever waits asks again.
      this.wakeAll();
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
const started = new WeakMap<Database, CredentialNotifications>();

export async function startCredentialNotifications(db: Database): Promise<CredentialNotifications> {
  const notifications = await CredentialNotifications.start(db);
  started.set(db, notifications);
  return notifications;
}

/** The database's notifications; undefined when no app started them (a device then never waits). */
export const credentialNotifications = (db: Database): CredentialNotifications | undefined => started.get(db);
