import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../server/db/open';
import { inParallel } from '../../server/db/parallel';
import { queryRows } from '../../server/db/rows';
import { openTestDatabase } from './support/test-database';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Two queries, each noting when it was sent and when it answered, in one list of what happened. */
const twoQueries = (db: Database) => {
  const happened: string[] = [];
  const query = (name: string, value: number) => async () => {
    happened.push(`${name} sent`);
    const [row] = await queryRows<{ value: number }>(db, sql`select ${value}::int as value from pg_sleep(0.02)`);
    happened.push(`${name} answered`);
    return row.value;
  };
  return { happened, first: query('first', 1), second: query('second', 2) };
};

describe('inParallel', () => {
  it('sends the queries at once outside a transaction, and answers them in their order', async () => {
    const { happened, first, second } = twoQueries(database.db);
    expect(await inParallel(database.db, first, second)).toEqual([1, 2]);
    expect(happened.slice(0, 2)).toEqual(['first sent', 'second sent']);
  });

  it('in a transaction, sends a query only once the one before has answered', async () => {
    const { results, happened } = await database.db.transaction(async (tx) => {
      const { happened, first, second } = twoQueries(tx);
      return { results: await inParallel(tx, first, second), happened };
    });
    expect(results).toEqual([1, 2]);
    expect(happened).toEqual(['first sent', 'first answered', 'second sent', 'second answered']);
  });
});
