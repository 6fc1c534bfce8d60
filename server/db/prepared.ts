import { createHash } from 'node:crypto';
import {
  Column,
  DrizzleQueryError,
  entityKind,
  is,
  NoopLogger,
  noopDecoder,
  Param,
  Placeholder,
  SQL,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
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
    query = builder.prepare(
      named ? `q${createHash('sha256').update(builder.toSQL().sql).digest('hex').slice(0, 30)}` : '',
    );
    if (mapRowsDirectly(query)) executeDirectly(query);
    shapes.set(shape, query);
  }
  return query;
}

/** What Drizzle's prepared select keeps of its selection (not part of its typed API). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * Gives a prepared select of plain named columns (no nested objects) a row mapper made once: Drizzle's
 * own (mapResultRow) works out each cell's decoder and path again for every row, a few percent of a list
 * request's CPU in the profile. The mapper does what it does (null stays null; a column's or an sql``
 * value's decoder otherwise) and skips the decoders that return their value as it is. Drizzle calls a
 * query's `customResultMapper`, when it has one, instead of mapResultRow; the server tests read every
 * list through it.
 *
 * The mapper is compiled for the select's columns (`new Function`, as zod compiles its object parsers):
 * an object literal with the columns' names makes every row of one shape from the start, where setting
 * the keys one by one from a list (`row[keys[i]] = …`) cost a journal page of 51 rows of 14 columns 32 µs
 * (V8 profile), a tenth of what the server spent on it beyond a bare one replaying its SQL. The names
 * are the select's own (code, never input), written as JSON strings.
 */
function mapRowsDirectly(query: unknown): boolean {
  const select = query as PreparedSelect;
  const fields = select.fields;
  if (!fields || select.customResultMapper) return false;
  const decoders: (Decoder | undefined)[] = [];
  for (const { path, field } of fields) {
    // An sql`` value's decoder is internal to Drizzle's types, as mapResultRow reads it.
    const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOfSql(field)
        : is(field, SQL.Aliased)
          ? decoderOfSql(field.sql)
          : undefined;
    // `__proto__` in an object literal would set the row's prototype rather than a column.
    if (path.length !== 1 || !decoder || path[0] === '__proto__') return false;
    const asItIs =
      decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
      decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;
    decoders.push(asItIs ? undefined : decoder);
  }
  const cells = fields.map(({ path }, index) => {
    const cell = `cells[${index}]`;
    const value = decoders[index] ? `${cell} === null ? null : decoders[${index}].mapFromDriverValue(${cell})` : cell;
    return `${JSON.stringify(path[0])}: ${value}`;
  });
  const mapRow = new Function('decoders', `return (cells) => ({ ${cells.join(', ')} });`)(decoders) as (
    cells: unknown[],
  ) => unknown;
  select.customResultMapper = (rows) => rows.map(mapRow);
  return true;
}

/** What Drizzle's node-postgres prepared query keeps (not part of its typed API). */
interface NodePgPrepared {
  client: { query(config: object, params: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string };
  params: unknown[];
  logger: unknown;
  cache?: unknown;
  customResultMapper: (rows: unknown[][]) => unknown[];
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * Gives a node-postgres prepared select with the row mapper above an `execute` that does what Drizzle's
 * does when nothing logs, caches or traces: fills the placeholders, sends the statement, wraps a failure
 * in DrizzleQueryError (whose cause the error handling reads) and maps the rows. Drizzle's own goes
 * through five nested async steps (tracing spans, the cache check) per query: 24-28 µs of a list
 * request's CPU in the profile, the largest single part of what it costs beyond a bare pg server
 * replaying its SQL. PGlite's prepared queries, and any with a logger or cache, keep Drizzle's.
 */
function executeDirectly(query: unknown) {
  const kind = (query as { constructor: { [entityKind]?: string } }).constructor[entityKind];
  const direct = query as NodePgPrepared;
  if (
    kind !== 'NodePgPreparedQuery' ||
    !is(direct.logger, NoopLogger) ||
    (direct.cache && !is(direct.cache, NoopCache))
  )
    return;
  const { client, queryConfig, params: statementParams, customResultMapper } = direct;
  const fill = placeholderFiller(statementParams);
  direct.execute = (values = {}) => {
    let params: unknown[];
    try {
      params = fill(values);
    } catch (error) {
      return Promise.reject(error);
    }
    return client.query(queryConfig, params).then(
      (result) => customResultMapper(result.rows),
      (error: Error) => {
        throw new DrizzleQueryError(queryConfig.text, params, error);
      },
    );
  };
}

/**
 * Drizzle's fillPlaceholders with the question of which placeholder each parameter takes (if any)
 * answered once per statement: Drizzle asks `is` of every parameter at every call. A parameter is the
 * statement's own value, a placeholder's value, or a placeholder's value through its column's encoder.
 */
function placeholderFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const takes = params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name, encoder: undefined };
    if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name, encoder: param.encoder };
    return undefined;
  });
  return (values) => {
    const filled = new Array<unknown>(params.length);
    for (let index = 0; index < params.length; index++) {
      const take = takes[index];
      if (take === undefined) {
        filled[index] = params[index];
        continue;
      }
      if (!(take.name in values)) throw new Error(`No value for placeholder "${take.name}" was provided`);
      const value = values[take.name];
      filled[index] = take.encoder ? take.encoder.mapToDriverValue(value) : value;
    }
    return filled;
  };
}
