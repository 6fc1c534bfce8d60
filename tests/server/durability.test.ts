import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { type DatabaseLocation, openDatabase } from '../../server/db/open';
import { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { API_PATH } from '../../src/domain/protocol';
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
});
