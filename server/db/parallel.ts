import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './open';

type Results<Queries extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof Queries]: Awaited<ReturnType<Queries[K]>> };

/**
 * Runs independent queries of `db` side by side where it can: on the pool each takes a connection of its
 * own (a page and its count at once). A transaction has one connection, which takes one query at a
 * time: there they run one after another, as node-postgres would queue them anyway (a queue that it
 * reports as deprecated, and that pg 9 removes).
 */
export async function inParallel<const Queries extends readonly (() => Promise<unknown>)[]>(db: Database, ...queries: Queries): Promise<Results<Queries>> {
  if (!is(db, PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<Queries>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<Queries>;
}
