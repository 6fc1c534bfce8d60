import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { actions } from '../../contract/actions';
import { allows } from '../../contract/permissions';
import type { ConsoleArea } from '../../contract/protocol';
import { type Database, postgresPool } from '../db/open';
import { queryRows } from '../db/rows';
import { companies } from '../db/schema';
import { type Match, sources, type Source } from './lookups';
import { type SearchTerms, searchTerms, type ValueOf } from './terms';

/** Who searches: the area, what the role allows, and the company a company session keeps to. */
export interface Searcher {
  area: ConsoleArea;
  permissions: ReadonlySet<string>;
  /** Undefined on the platform, which searches every company. */
  company: string | undefined;
}

/** The kinds the searcher's area has and its role may list. */
const searchable = ({ area, permissions }: Searcher): Source[] =>
  sources.filter((source) => {
    const list = source.listedBy[area];
    return list !== undefined && allows(permissions, actions[list].permission ?? 'any');
  });

/**
 * One lookup: the first `limit` records of `source` matching one way, as the index finds them; the
 * handler orders what it shows. Ordered here, a surname thousands share ('Иванов') sorted every match
 * for five of them (p50 556 ms at 20 clients on the large data set), and an order an index gives made the
 * planner walk 40,000 addresses for the streets that sort late. A company's search keeps to its company
 * (the value `company`); a platform's names each record's company.
 */
function lookup(source: Source, match: Match, searcher: Searcher, value: ValueOf, limit: number): SQL {
  const { company } = searcher;
  const scope =
    company === undefined || !source.companyId ? sql`true` : sql`${source.companyId} = ${value('company')}::uuid`;
  const companyName =
    company === undefined && source.companyId
      ? sql`(select ${companies.name} from ${companies} where ${companies.id} = ${source.companyId})`
      : sql`null::text`;
  return sql`(select ${source.kind}::text as kind, ${source.id}::text as id, ${source.title} as title,
      ${match.matched?.field ?? null}::text as field, ${match.matched?.value ?? null}::text as value,
      ${source.detail ?? null}::text as detail, ${companyName} as company, ${match.rank}::int as rank
    from ${source.from} where ${scope} and (${match.where}) limit ${limit})`;
}

/** Every lookup of the text's terms in one statement, taking the text's values from `value`. */
function statementOf(searcher: Searcher, terms: SearchTerms, value: ValueOf, limit: number): SQL | undefined {
  const lookups = searchable(searcher).flatMap((source) =>
    source.matches(terms, value).flatMap((match) => (match ? [lookup(source, match, searcher, value, limit)] : [])),
  );
  return lookups.length === 0 ? undefined : sql.join(lookups, sql` union all `);
}

/** The values of a search: its text's, and the searcher's company. */
const valuesOf = (searcher: Searcher, terms: SearchTerms): Record<string, unknown> => ({
  ...terms.values,
  company: searcher.company,
});

/**
 * The statement of a search with its values in it: every lookup of the text in one, so that it costs one
 * round trip whatever the kinds (the benchmark explains it as the server runs it). Undefined when nothing
 * can be looked for.
 */
export function searchStatement(searcher: Searcher, query: string, limit: number): SQL | undefined {
  const terms = searchTerms(query);
  const values = valuesOf(searcher, terms);
  return statementOf(searcher, terms, (name) => values[name] as ReturnType<ValueOf>, limit);
}

const dialect = new PgDialect();
/** The statements of the shapes searched lately (the text's shape, the searcher's kinds, the limit). */
const built = new Map<string, { sql: string; params: unknown[] } | null>();
const MAX_SHAPES = 256;

/**
 * The rows of a search. On PostgreSQL its statement is built once for each shape of search and sent with
 * the text's values: building it with Drizzle (13 lookups, their conditions) was a fifth of a search's CPU
 * on the server and a part of its garbage (bench search, BENCH_PROFILE). It stays unnamed, planned with
 * its values at each call: which index serves a pattern depends on the pattern.
 */
export async function searchRows<Row>(db: Database, searcher: Searcher, query: string, limit: number): Promise<Row[]> {
  const pool = postgresPool(db);
  const terms = searchTerms(query);
  const values = valuesOf(searcher, terms);
  if (!pool) {
    const statement = statementOf(searcher, terms, (name) => values[name] as ReturnType<ValueOf>, limit);
    return statement ? queryRows<Row>(db, statement) : [];
  }
  const kinds = searchable(searcher).map((source) => source.kind);
  const shape = [searcher.area, searcher.company === undefined, kinds.join(','), limit, terms.shape].join('|');
  let statement = built.get(shape);
  if (statement === undefined) {
    const withPlaceholders = statementOf(searcher, terms, (name) => sql.placeholder(name), limit);
    statement = withPlaceholders ? dialect.sqlToQuery(withPlaceholders) : null;
    if (built.size >= MAX_SHAPES) built.delete(built.keys().next().value!);
    built.set(shape, statement);
  }
  if (!statement) return [];
  const text = statement.sql;
  return (await pool.query<Row & object>({ text, values: fillPlaceholders(statement.params, values) })).rows;
}
