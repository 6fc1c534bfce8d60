import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlined } from '../../server/db/inline';
import type { OpenedDatabase } from '../../server/db/open';
import { queryRows } from '../../server/db/rows';
import { defused } from '../../contract/csv';
import { openTestDatabase } from './support/test-database';

// A journal download on PostgreSQL is written by COPY, its texts defused by csv_defused (migration 0044);
// the console's own CSV and the download on PGlite by `defused`. Both must agree on every string.
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// Each cell comes back after a '|': PGlite's driver drops a byte-order mark at the start of a text it reads.
const inDatabase = async (values: string[]) =>
  (
    await queryRows<{ cell: string }>(
      database.db,
      sql`select '|' || csv_defused(value) as cell from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as v(value, n) order by n`,
    )
  ).map((row) => row.cell.slice(1));

// The characters the rule turns on, JavaScript's spaces, and some that only look like them or like digits.
const tricky = fc.constantFrom(
  ...'=@+-\t\r\n\v\f ().,"\'07aЯ',
  '\u00a0',
  '\u1680',
  '\u2005',
  '\u2028',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u0085',
  '٣',
  '＋',
);
const texts = fc.oneof(
  fc.string({ unit: tricky, maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }).map((text) => text.replaceAll('\0', '')),
);

describe('csv_defused', () => {
  it('defuses exactly what the console’s CSV defuses (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(texts, { minLength: 1, maxLength: 200 }), async (values) => {
        expect(await inDatabase(values)).toEqual(values.map(defused));
      }),
      { seed: 20261127, numRuns: 30 },
    );
  });

  it('keeps a number and a phone number, defuses a formula', async () => {
    expect(await inDatabase(['-5', '+7 926 123-45-67', '=1+2', '@A1', '-a', 'plain'])).toEqual([
      '-5',
      '+7 926 123-45-67',
      "'=1+2",
      "'@A1",
      "'-a",
      'plain',
    ]);
  });
});

describe('inlined', () => {
  it('writes values in so that the database reads them back as they were', async () => {
    const values = ["O'Brien", 'back\\slash', "\\'", '$1', 'Дверь', ''];
    const [row] = await queryRows<{ texts: string[]; number: number }>(
      database.db,
      sql.raw(
        inlined(
          sql`select array[${sql.join(
            values.map((value) => sql`${value}::text`),
            sql`, `,
          )}] as texts, ${42} as number`,
        ),
      ),
    );
    expect(row).toEqual({ texts: values, number: 42 });
  });

  it('refuses a value it would have to guess at', () => {
    expect(() => inlined(sql`select ${new Date()}`)).toThrow(TypeError);
  });
});
