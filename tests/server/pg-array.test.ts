import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/open';
import { pgArray } from '../../server/db/pg-array';
import { queryRows } from '../../server/db/rows';
import { openTestDatabase } from './support/test-database';

// A list sent as one array parameter reaches PostgreSQL as the very values: quotes, backslashes, braces,
// commas, spaces, line breaks and every other character (but NUL, which no text holds), on both drivers.
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

it('reads back as the values it was made of', async () => {
  const texts = fc.array(
    fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.replaceAll('\0', '')),
    { maxLength: 6 },
  );
  await fc.assert(
    fc.asyncProperty(texts, async (values) => {
      const [row] = await queryRows<{ values: string[] }>(
        database.db,
        sql`select ${pgArray(values)}::text[] as values`,
      );
      expect(row.values).toEqual(values);
    }),
    { numRuns: 60, seed: 20261128 },
  );
  const [row] = await queryRows<{ values: number[] }>(
    database.db,
    sql`select ${pgArray([1, -2, 30])}::int[] as values`,
  );
  expect(row.values).toEqual([1, -2, 30]);
});
