// The in-run reference of the list benchmark (DESIGN.md: list Actions reach at least 0.85 of the
// throughput of a minimal Fastify + pg server issuing the same SQL). The SQL is not written twice: one
// call of each scenario through the real server records every query it sends to PostgreSQL (text and
// parameters, and which ran at the same time), and the reference replays exactly that per request.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** One query as PostgreSQL received it; `name` when it ran as a named prepared statement. */
export interface CapturedQuery {
  name?: string;
  text: string;
  values: unknown[];
}

/** The queries of one request: each group waits for the one before; a group's queries run at once. */
export type CapturedRequest = CapturedQuery[][];

type QueryConfig = { name?: string; text: string; values?: unknown[] };

/**
 * Records the queries that every pg pool of this process sends while `during` runs (the real server
 * runs in this process and queries through its pool). Queries asked for while another is still running
 * share its group, as the real server sent them (e.g. a page and its count under Promise.all).
 */
export async function captureQueries(during: () => Promise<unknown>): Promise<CapturedRequest> {
  const groups: CapturedRequest = [];
  let running = 0;
  const prototype = pg.Pool.prototype as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  // Every argument is passed on unchanged; only a callback (if any) is wrapped to see the end.
  prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args;
    const config: QueryConfig = typeof first === 'string' ? { text: first } : (first as QueryConfig);
    const values = Array.isArray(second) ? second : (config.values ?? []);
    if (running === 0) groups.push([]);
    groups[groups.length - 1].push({ name: config.name || undefined, text: config.text, values });
    running++;
    const done = () => void running--;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  try {
    await during();
  } finally {
    prototype.query = original;
  }
  if (groups.length === 0) throw new Error('no query was captured');
  return groups;
}

/**
 * The minimal server: one GET route per scenario (`/reference/<index>`) that requires an Authorization
 * header, replays the scenario's captured queries on its own pool (pg's default size, as the app's;
 * named statements under their names, so PostgreSQL parses and plans exactly as for the app) and
 * answers every query's rows as JSON. No Timestamp, contract, query building or output checks: what
 * the real server costs beyond them is what the benchmark's ratio shows.
 */
export function buildReferenceServer(
  url: string,
  requests: CapturedRequest[],
): { app: FastifyInstance; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.get<{ Params: { scenario: string } }>('/reference/:scenario', async (request, reply) => {
    if (!request.headers.authorization) return reply.status(401).send({ error: 'unauthorized' });
    const groups = requests[Number(request.params.scenario)];
    if (!groups) return reply.status(404).send({ error: 'not found' });
    const rows: unknown[][] = [];
    for (const group of groups) {
      const results = await Promise.all(group.map((query) => pool.query(query)));
      for (const result of results) rows.push(result.rows);
    }
    reply.header('cache-control', 'no-store');
    return { rows };
  });
  app.addHook('onClose', () => pool.end());
  return { app, pool };
}
