import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './open';

type Results<Queries extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof Queries]: Awaited<ReturnType<Queries[K]>>;
};

/**
 * Runs independent queries of `db` side by side where it can: on the pool each takes a connection of its
 * own (a page and its count at once). A transaction has one connection, which takes one query at a
 * time: there they run one after another, as node-postgres would queue them anyway (a queue that it
 * reports as deprecated, and that pg 9 removes).
 */
export async function inParallel<const Queries extends readonly (() => Promise<unknown>)[]>(
  db: Database,
  ...queries: Queries
): Promise<Results<Queries>> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((query) => query()))) as Results<Queries>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<Queries>;
}

/**
 * Whether `db` is a transaction, asked once per object: Drizzle's `is` walks the class chain, a
 * microsecond of every list request that runs a page and its count.
 */
const transactions = new WeakMap<Database, boolean>();
function isTransaction(db: Database): boolean {
  let transaction = transactions.get(db);
  if (transaction === undefined) transactions.set(db, (transaction = is(db, PgTransaction)));
  return transaction;
}
