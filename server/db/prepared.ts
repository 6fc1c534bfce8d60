import { createHash } from 'node:crypto';
import type { Database } from './open';

/** A query that can be built with placeholders (`sql.placeholder`) and prepared. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

const built = new WeakMap<object, WeakMap<Database, Map<string, unknown>>>();

/**
 * A query built once for `owner` (a module-level object: a list, a helper) and `shape` on this database,
 * then only executed with its placeholders' values: building SQL with Drizzle cost more of a list
 * request than the rest of the server. `build` must take every value of a request from a placeholder;
 * anything else it puts in the query is kept for every later call.
 *
 * On PostgreSQL the statement is named after its text, so each pooled connection parses and plans it
 * once and reuses the plan (a 12-row abonent page spent 10 times longer planning than running). Not
 * for searches: a plan made without the pattern cannot know which index the pattern suits
 * (`named: false` keeps the text only, sent unnamed and planned at each call with its values).
 */
export function prepared<Prepared>(
  db: Database,
  owner: object,
  shape: string,
  build: () => Preparable<Prepared>,
  { named = true }: { named?: boolean } = {},
): Prepared {
  let byDatabase = built.get(owner);
  if (!byDatabase) built.set(owner, (byDatabase = new WeakMap()));
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new Map()));
  let query = shapes.get(shape) as Prepared | undefined;
  if (!query) {
    const builder = build();
    // The name is the text's: one name never stands for two texts on a connection.
    query = builder.prepare(named ? `q${createHash('sha256').update(builder.toSQL().sql).digest('hex').slice(0, 30)}` : '');
    shapes.set(shape, query);
  }
  return query;
}
