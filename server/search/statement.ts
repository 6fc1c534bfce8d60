import { type SQL, sql } from 'drizzle-orm';
import { actions } from '../../contract/actions';
import { allows } from '../../contract/permissions';
import type { ConsoleArea } from '../../contract/protocol';
import { companies } from '../db/schema';
import { type Match, sources, type Source } from './lookups';
import { searchTerms } from './terms';

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
 * planner walk 40,000 addresses for the streets that sort late. A company's search keeps to its company;
 * a platform's names each record's company.
 */
function lookup(source: Source, match: Match, company: string | undefined, limit: number): SQL {
  const scope = company === undefined || !source.companyId ? sql`true` : sql`${source.companyId} = ${company}::uuid`;
  const companyName =
    company === undefined && source.companyId
      ? sql`(select ${companies.name} from ${companies} where ${companies.id} = ${source.companyId})`
      : sql`null::text`;
  return sql`(select ${source.kind}::text as kind, ${source.id}::text as id, ${source.title} as title,
      ${match.matched?.field ?? null}::text as field, ${match.matched?.value ?? null}::text as value,
      ${source.detail ?? null}::text as detail, ${companyName} as company, ${match.rank}::int as rank
    from ${source.from} where ${scope} and (${match.where}) limit ${limit})`;
}

/**
 * The statement of a search: every lookup of the text in one, so that it costs one round trip whatever
 * the kinds (the benchmark explains it as the server runs it). Undefined when nothing can be looked for.
 */
export function searchStatement(searcher: Searcher, query: string, limit: number): SQL | undefined {
  const terms = searchTerms(query);
  const lookups = searchable(searcher).flatMap((source) =>
    source.matches(terms).flatMap((match) => (match ? [lookup(source, match, searcher.company, limit)] : [])),
  );
  return lookups.length === 0 ? undefined : sql.join(lookups, sql` union all `);
}
