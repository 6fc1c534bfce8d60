import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { type DatabaseLocation, openDatabase } from '../../server/db/open';
import { addresses } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { API_PATH } from '../../contract/protocol';
import { startServerProcess } from './support/server-process';
import { preparedDump } from './support/test-database';

/** Runs one request against a server on `location`, started and stopped like `npm start` does it. */
async function withServer<T>(location: DatabaseLocation, use: (app: ReturnType<typeof buildApp>) => Promise<T>) {
  const database = await openDatabase(location);
  await migrate(database.db);
  const app = buildApp({ db: database.db });
  try {
    return await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const headers = (extra: Record<string, string> = {}) => ({ timestamp: new Date().toISOString(), ...extra });

// PGlite in a data directory, as `npm start` runs it; the PostgreSQL project has its own server.
describe.runIf(process.env.TEST_DATABASE === 'pglite')('a PGlite data directory', () => {
  it('keeps an acknowledged write across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'intercom-durability-'));
    try {
      const value = 'г. Москва, ул. Лесная, д. 20, подъезд 1';
      const token = await withServer({ dataDir, loadDataDir: await preparedDump() }, async (app) => {
        const login = await app.inject({
          method: 'POST',
          url: API_PATH,
          headers: headers(),
          payload: {
            Action: 'Login',
            PhoneNumber: DEMO_ACCOUNTS.companyAdmin,
            Password: DEFAULT_DEMO_PASSWORD,
            Area: 'company',
          },
        });
        const { apiKeyId, token } = login.json().credentials;
        const authorization = `SAS-TOKEN ${apiKeyId}:${token}`;
        const added = await app.inject({
          method: 'POST',
          url: API_PATH,
          headers: headers({ authorization }),
          payload: { Action: 'AddAddress', Value: value },
        });
        expect(added.statusCode).toBe(200);
        return authorization;
      });

      const found = await withServer({ dataDir }, (app) =>
        app.inject({
          method: 'GET',
          url: API_PATH,
          query: { Action: 'GetAddress', Search: 'д. 20' },
          headers: headers({ authorization: token }),
        }),
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().items.map((item: { value: string }) => item.value)).toEqual([value]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  it('keeps every acknowledged write when the server process is killed with SIGKILL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'intercom-durability-'));
    try {
      const prepared = await openDatabase({ dataDir, loadDataDir: await preparedDump() });
      await prepared.close();
      // A process of its own: no close, no flush, nothing after the answers but the kill.
      const server = await startServerProcess({ DATA_DIR: dataDir });
      const values = [1, 2, 3, 4, 5].map((n) => `г. Москва, ул. Лесная, д. ${30 + n}`);
      const ids: string[] = [];
      try {
        const post = (payload: object, authorization = '') =>
          fetch(`${server.base}${API_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers(authorization ? { authorization } : {}) },
            body: JSON.stringify(payload),
          });
        const login = await post({
          Action: 'Login',
          PhoneNumber: DEMO_ACCOUNTS.companyAdmin,
          Password: DEFAULT_DEMO_PASSWORD,
          Area: 'company',
        });
        const { apiKeyId, token } = (await login.json()).credentials;
        for (const value of values) {
          const added = await post({ Action: 'AddAddress', Value: value }, `SAS-TOKEN ${apiKeyId}:${token}`);
          expect(added.status).toBe(200);
          ids.push((await added.json()).id);
        }
      } finally {
        await server.kill('SIGKILL');
      }

      const reopened = await openDatabase({ dataDir });
      try {
        const stored = await reopened.db
          .select({ value: addresses.value })
          .from(addresses)
          .where(inArray(addresses.id, ids));
        expect(stored.map((row) => row.value).sort()).toEqual([...values].sort());
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
