// The access tree of the `--scale large` data set, loaded as the console loads it: an embedded database
// is migrated and seeded (demo, large, large access tree), the real server answers on loopback, and
// the console's own loadAccessTree calls its Actions, counting how many requests run at once.
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { seedDemo } from '../../server/db/seed/demo';
import { LARGE_ACCOUNTS, seedLarge, seedLargeAccess } from '../../server/db/seed/large';
import type { AccessNode } from '../../src/access/tree/treeModel';
import { loadAccessTree } from '../../src/dataProvider/accessTree';
import type { SignedInUser } from '../../contract/auth';
import { API_PATH, AUTH_SCHEME, TIMESTAMP_HEADER } from '../../contract/wire';

export interface LoadedTree {
  nodes: AccessNode[];
  /** Seeding the embedded database, in seconds. */
  seedSeconds: number;
  /** Loading the tree through the Actions, in milliseconds. */
  loadMs: number;
  requests: number;
  /** The most requests that were waiting for an answer at the same moment. */
  mostAtOnce: number;
}

export async function loadSeededTree(progress: (message: string) => void): Promise<LoadedTree> {
  const t0 = performance.now();
  const database = await openDatabase({});
  const app = buildApp({ db: database.db });
  try {
    await migrate(database.db);
    await seedDemo(database.db, DEFAULT_DEMO_PASSWORD);
    await seedLarge(database.db, DEFAULT_DEMO_PASSWORD, progress);
    await seedLargeAccess(database.db, progress);
    const seedSeconds = (performance.now() - t0) / 1000;

    const base = `${await app.listen({ host: '127.0.0.1', port: 0 })}${API_PATH}`;
    const headers = (token?: string) => ({
      [TIMESTAMP_HEADER]: new Date().toISOString(),
      'content-type': 'application/json',
      ...(token && { authorization: `${AUTH_SCHEME} ${token}` }),
    });
    const login = await fetch(base, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        Action: 'Login',
        PhoneNumber: LARGE_ACCOUNTS.companyAdmin,
        Password: DEFAULT_DEMO_PASSWORD,
        Area: 'company',
      }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { credentials } = (await login.json()) as SignedInUser;
    const token = `${credentials.apiKeyId}:${credentials.token}`;

    let requests = 0;
    let inFlight = 0;
    let mostAtOnce = 0;
    const started = performance.now();
    const nodes = await loadAccessTree(async (name, params) => {
      requests++;
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      try {
        // Every Action of the tree is a GET.
        const query = new URLSearchParams({ Action: name, ...(params as Record<string, string>) });
        const response = await fetch(`${base}?${query}`, { headers: headers(token) });
        if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
        return await response.json();
      } finally {
        inFlight--;
      }
    });
    return { nodes, seedSeconds, loadMs: performance.now() - started, requests, mostAtOnce };
  } finally {
    await app.close();
    await database.close();
  }
}
