import { and, DrizzleQueryError, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/open';
import { prepared } from '../../server/db/prepared';
import { addresses, companies } from '../../server/db/schema';
import { openTestDatabase } from './support/test-database';

// A prepared select answers what the same select answers through Drizzle unprepared, on either driver
// (on PostgreSQL it is executed without Drizzle's own execute: server/db/prepared.ts), and a failure
// reaches the caller as Drizzle's, with the database's error as its cause.
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('prepared selects', () => {
  it('answer the rows, nulls and decoded values that the unprepared select answers', async () => {
    const { db } = database;
    const select = () =>
      db
        .select({
          id: companies.id,
          name: companies.name,
          created: companies.createdAt,
          none: sql<string | null>`null`,
          two: sql<number>`2`.mapWith(Number),
        })
        .from(companies)
        .where(eq(companies.id, sql.placeholder('id')));
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    const owner = {};
    const rows = await prepared(db, owner, '', select).execute({ id: company.id });
    expect(rows).toEqual(await select().execute({ id: company.id }));
    expect(rows).toHaveLength(1);
    expect(rows[0].two).toBe(2);
    // Executed again with another value: the placeholders are filled at each call.
    expect(await prepared(db, owner, '', select).execute({ id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it("take the statement's own values as they are, each placeholder's from the call, and refuse a missing one", async () => {
    const { db } = database;
    const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).limit(1);
    const query = prepared(db, {}, '', () =>
      db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            ne(companies.name, `not ${company.name}`),
            eq(companies.id, sql.placeholder('id')),
            ne(companies.id, sql.placeholder('other')),
          ),
        ),
    );
    expect(await query.execute({ id: company.id, other: '00000000-0000-4000-8000-000000000000' })).toEqual([
      { id: company.id },
    ]);
    expect(await query.execute({ id: company.id, other: company.id })).toEqual([]);
    await expect(query.execute({ id: company.id })).rejects.toThrow('No value for placeholder "other" was provided');
  });

  it('fail as a DrizzleQueryError whose cause is the database error', async () => {
    const { db } = database;
    const query = prepared(db, {}, '', () =>
      db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.id, sql.placeholder('id'))),
    );
    const failure = await query.execute({ id: 'not a uuid' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect((failure as DrizzleQueryError).cause).toMatchObject({ code: '22P02' });
  });
});
