import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp, HEALTH_TIMEOUT_MS } from '../../server/app';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { CONNECTION_TIMEOUT_MS, type OpenedDatabase, openDatabase } from '../../server/db/open';
import { errors } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { closedPort, type FakeCamera, startSilentServer } from './support/fake-cameras';
import { openTestDatabase, preparedDump } from './support/test-database';

// What a client and a load balancer see while the database cannot be reached: a quick 503 that says
// so in the console's language and when to retry, never a 500 or a hang. Deterministic outages: a
// PostgreSQL server that refuses connections, one that hangs, and a PGlite that has been closed.

let opened: { app: ReturnType<typeof buildApp>; database: OpenedDatabase } | undefined;
afterEach(async () => {
  await opened?.app.close();
  await opened?.database.close().catch(() => {});
  opened = undefined;
});

const postgresAt = (port: number) => openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/intercom` });
let silent: FakeCamera | undefined;
afterAll(() => silent?.close());

/** Each outage, and how soon an Action must have its answer: a hung server costs the connection timeout. */
const outages = [
  {
    name: 'a PostgreSQL server that refuses connections',
    within: 1_000,
    open: async () => postgresAt(await closedPort()),
  },
  {
    name: 'a PostgreSQL server that accepts connections and never answers',
    within: CONNECTION_TIMEOUT_MS + 1_000,
    open: async () => postgresAt((silent ??= await startSilentServer()).port),
  },
  // On the PGlite run only, where a copy of the prepared database opens in a fraction of a second.
  ...(process.env.TEST_DATABASE === 'pglite'
    ? [
        {
          name: 'a closed PGlite',
          within: 1_000,
          open: async () => {
            const database = await openDatabase({ loadDataDir: await preparedDump() });
            await database.close();
            return database;
          },
        },
      ]
    : []),
];

describe.each(outages)('on $name', ({ open, within }) => {
  const start = async () => {
    const database = await open();
    const app = buildApp({ db: database.db });
    opened = { app, database };
    return app;
  };

  // A well-formed session, so that the server has to ask the database about it.
  it('answers an Action with 503, the translated message and Retry-After, in time', async () => {
    const app = await start();
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: API_PATH,
      headers: { timestamp: new Date().toISOString(), authorization: `SAS-TOKEN ${randomUUID()}:token` },
      payload: { Action: 'AddAddress', Value: 'г. Москва, ул. Лесная, д. 1' },
    });
    expect(performance.now() - started).toBeLessThan(within);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: errors.databaseUnavailable });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers /healthz with 503 as soon as select 1 does not answer in time', async () => {
    const app = await start();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(performance.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 500);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  // Drizzle wraps the driver's error; the reason is in its cause.
  const wrapped = (cause: Error) => new Error('Failed query: insert into addresses ...', { cause });

  it.each([
    ['57P01 admin_shutdown', withCode('57P01')],
    ['57P03 cannot_connect_now', withCode('57P03')],
    ['08006 connection_failure', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ["the pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
  ])('is true for %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['23505 unique_violation', withCode('23505')],
    ['22P02 invalid_text_representation', withCode('22P02')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s: the same request would fail again', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

// A PostgreSQL restart ends every connection, also one a transaction holds between two queries.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('a connection PostgreSQL ends', () => {
  it('fails its transaction as unavailable without ending the process, and the pool goes on', async () => {
    const prepared = inject('preparedDatabase');
    if (prepared.kind !== 'postgres') throw new Error('PostgreSQL run only');
    const database = await openTestDatabase();
    const admin = new pg.Client({ connectionString: prepared.adminUrl });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [{ pid }] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
        // What pg_ctl stop -m fast does to each connection: 57P01, sent while the transaction waits.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);

      expect(rowsOf(await database.db.execute(sql`select 42 as answer`))).toEqual([{ answer: 42 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
