import pg from 'pg';

/**
 * A connection takes one query at a time. node-postgres 8 queues a query sent to a busy connection (a
 * transaction's, when its queries are sent at once) and warns only from the third; pg 9 refuses it.
 * In the PostgreSQL server tests, such a query fails its test at once, naming itself: run the queries of
 * a transaction one after another (server/db/parallel.ts).
 */
type Queryable = { _getActiveQuery(): unknown; _queryQueue: unknown[] };
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function oneAtATime(this: pg.Client, ...args: unknown[]) {
  const client = this as unknown as Queryable;
  if (client._getActiveQuery() || client._queryQueue.length > 0) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    throw new Error(`A query was sent to a connection still busy with another: ${text}`);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
