import { sql } from 'drizzle-orm';
import { globalRegistry, type z } from 'zod';
import type { Database } from '../../../server/db/open';
import { actions } from '../../../contract/actions';
import { ALL_ZERO_ID } from '../../../contract/fields';
import type { ActionContract } from '../../../contract/protocol';
import { API_PATH } from '../../../contract/protocol';
import type { TestApp } from './test-app';

/**
 * Helpers for the tests generated from the Action contract (contract-fuzz, cross-company): every Action
 * of `actions` with its parameters read from its zod input, valid parameters made from the schemas
 * themselves, and the company's rows found through the database's own catalogue. Nothing here names an
 * Action, so Actions added later are covered without editing the tests.
 */

export const contracts = Object.entries(actions as Record<string, ActionContract>).map(([name, contract]) => ({
  name,
  ...contract,
}));
export type Contract = (typeof contracts)[number];

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, any> & { type: string };

/** The parameters of an Action: its input object's shape (through pipes, wrappers and refinements). */
export function paramsOf(schema: Schema): Record<string, Schema> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') return paramsOf(def.in);
  if ('innerType' in def) return paramsOf(def.innerType);
  throw new Error(`The input is not an object: ${def.type}`);
}

/** The schema under optional/nullable/default wrappers and transforms. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if ('innerType' in def) return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
  return schema;
}

/** Whether a parameter is an identifier (a guid), or a list of them. */
export function idKind(schema: Schema): 'id' | 'ids' | undefined {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'string' && def.format === 'guid') return 'id';
  if (def.type === 'array' && idKind(def.element) === 'id') return 'ids';
  return undefined;
}

export const isOptional = (schema: Schema) => (schema as z.ZodType).safeParse(undefined).success;

/** Texts and numbers likely to satisfy a field's own rules (a name, a link, a time, a phone, a date…). */
const TEXT_CANDIDATES = [
  'Fuzz value',
  'rtsp://192.0.2.10/stream',
  '12:00',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  '79261112233',
  '1',
  '1-5',
  'AB 123',
  'value',
  '',
];
const NUMBER_CANDIDATES = [1, 0, 10, 100, 1000, 3000];

/**
 * The values to try for a schema, from its kind: a valid one is the first the schema accepts. `ids`
 * gives the identifiers to try for an id parameter (by its name).
 */
function candidates(schema: Schema, ids: (name: string) => string[], name: string): unknown[] {
  // A schema's own examples first (`.meta({ examples })`: a value no generic rule would make).
  const examples = (globalRegistry.get(schema) as { examples?: unknown[] } | undefined)?.examples ?? [];
  return [...examples, ...kindCandidates(schema, ids, name)];
}

function kindCandidates(schema: Schema, ids: (name: string) => string[], name: string): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return candidates(def.innerType, ids, name);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? candidates(def.out, ids, name) : candidates(def.in, ids, name);
    case 'string':
      return def.format === 'guid' ? [...ids(name), ALL_ZERO_ID] : TEXT_CANDIDATES;
    case 'number':
      return NUMBER_CANDIDATES;
    case 'boolean':
      return [false, true];
    case 'enum':
      return Object.values(def.entries);
    case 'literal':
      return [...def.values];
    case 'null':
      return [null];
    case 'union':
      return def.options.flatMap((option: Schema) => candidates(option, ids, name));
    case 'array': {
      const element = example(def.element, ids, name);
      return element === undefined ? [[]] : [[], [element]];
    }
    case 'object': {
      const shape = Object.entries(def.shape as Record<string, Schema>);
      const required = Object.fromEntries(
        shape.filter(([, field]) => !isOptional(field)).map(([key, field]) => [key, example(field, ids, key)]),
      );
      const full = Object.fromEntries(shape.map(([key, field]) => [key, example(field, ids, key)]));
      return [required, full];
    }
    default:
      return [];
  }
}

/** A value the schema accepts, made from its own rules; undefined when none was found. */
export function example(schema: Schema, ids: (name: string) => string[] = () => [], name = ''): unknown {
  return candidates(schema, ids, name).find((candidate) => (schema as z.ZodType).safeParse(candidate).success);
}

/** Valid parameters of an Action, or undefined when the schemas alone do not say how to make them. */
export const validParams = (contract: Contract, ids: (name: string) => string[] = () => []) =>
  example(contract.input, ids) as Record<string, unknown> | undefined;

// ---------------------------------------------------------------------------------------------------
// The database, read through its catalogue

/** `access_points` -> ['AccessPoints', 'AccessPoint']: the names an Action or a parameter would use. */
const entityNames = (table: string) => {
  const plural = table.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());
  const singular = plural
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/s$/, '');
  return [plural, singular];
};

export interface CompanyRows {
  /** Table -> the ids of the company's rows in it. */
  byTable: Map<string, string[]>;
  /** Ids for a parameter, guessed from its name (`AbonentId` -> abonents) or else the Action's name. */
  idsFor(action: string, param: string): string[];
}

/** The tables with a `company_id` and an `id` column: every row a company owns. */
export async function companyTables(db: Database): Promise<string[]> {
  const rows = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
      and exists (select 1 from information_schema.columns i
                  where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id')
    order by c.table_name`);
  return rowsOf<{ table_name: string }>(rows).map((row) => row.table_name);
}

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** The ids of one company's rows, by table. */
export async function companyRows(db: Database, companyId: string): Promise<CompanyRows> {
  const byTable = new Map<string, string[]>();
  for (const table of await companyTables(db)) {
    const rows = await db.execute<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(table)} where company_id = ${companyId} order by id limit 3`,
    );
    byTable.set(
      table,
      rowsOf<{ id: string }>(rows).map((row) => row.id),
    );
  }
  // Whether the Action's name holds the rest of a table's entity name (`Sip` of SipServer for ServerId in
  // RegisterSipDevice, not `Local` of LocalServer).
  const namedBy = (action: string, word: string, table: string) =>
    action.includes(entityNames(table)[1].replace(word, '')) ? 1 : 0;
  const tableFor = (word: string, action = '') =>
    [...byTable.keys()]
      .filter((table) => entityNames(table).some((entity) => word.includes(entity) || entity.endsWith(word)))
      // The closest: one the Action names, then the longest entity name the word contains (`AccessPoint`
      // over `Access…`).
      .sort(
        (a, b) =>
          namedBy(action, word, b) - namedBy(action, word, a) || entityNames(b)[1].length - entityNames(a)[1].length,
      )[0];
  return {
    byTable,
    idsFor(action, param) {
      const stem = param.replace(/Ids?$/, '');
      const table = stem ? tableFor(stem, action) : tableFor(action);
      return (table && byTable.get(table)) || [];
    },
  };
}

/**
 * A digest of every row a company owns: its rows in each table with a company_id, and the rows of
 * tables without one that hang off those by a foreign key (a tariff's revisions).
 */
export async function companyDigest(db: Database, companyId: string): Promise<Record<string, string>> {
  const owned = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id' order by table_name`);
  const digest: Record<string, string> = {};
  for (const { table_name: table } of rowsOf<{ table_name: string }>(owned)) {
    const rows = await db.execute<{ digest: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t where company_id = ${companyId}`,
    );
    digest[table] = rowsOf<{ digest: string | null }>(rows)[0]?.digest ?? '';
  }
  // Child tables without company_id: single-column foreign keys to a table that has one.
  const children = await db.execute<{ child: string; column: string; parent: string }>(sql`
    select cl.relname as child, a.attname as column, pcl.relname as parent
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class pcl on pcl.oid = con.confrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    where con.contype = 'f' and array_length(con.conkey, 1) = 1
      and not exists (select 1 from information_schema.columns c
                      where c.table_schema = 'public' and c.table_name = cl.relname and c.column_name = 'company_id')
      and exists (select 1 from information_schema.columns c
                  where c.table_schema = 'public' and c.table_name = pcl.relname and c.column_name = 'company_id')
      and pcl.relname <> cl.relname
    order by 1, 2`);
  for (const { child, column, parent } of rowsOf<{ child: string; column: string; parent: string }>(children)) {
    const rows = await db.execute<{ digest: string | null }>(sql`
      select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(child)} t
      where ${sql.identifier(column)} in (select id from ${sql.identifier(parent)} where company_id = ${companyId})`);
    digest[`${child}.${column}`] = rowsOf<{ digest: string | null }>(rows)[0]?.digest ?? '';
  }
  return digest;
}

// ---------------------------------------------------------------------------------------------------
// Raw requests

export interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

/**
 * An Action called with exactly these bytes: a POST's JSON text as given (so `__proto__` can be a
 * parameter), a GET's query string as given (so a parameter can repeat or hold any escaped bytes).
 */
export async function rawCall(
  t: TestApp,
  contract: Contract,
  { json, query }: { json?: string; query?: string },
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const allHeaders = { timestamp: new Date().toISOString(), ...headers };
  const response =
    contract.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `${API_PATH}?Action=${contract.name}${query ? `&${query}` : ''}`,
          headers: allHeaders,
        })
      : await t.app.inject({
          method: 'POST',
          url: API_PATH,
          headers: { ...allHeaders, 'content-type': 'application/json' },
          payload: json ?? JSON.stringify({ Action: contract.name }),
        });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/** A POST body: the Action and the parameters, with `extra` JSON members appended as written. */
export const jsonBody = (name: string, params: Record<string, unknown>, extra = '') => {
  const body = JSON.stringify({ Action: name, ...params });
  return extra ? `${body.slice(0, -1)},${extra}}` : body;
};

/**
 * Percent-encodes text for a query string. An unpaired surrogate, which encodeURIComponent refuses, is
 * written as the three bytes a lax encoder (CESU-8) would send: not valid UTF-8, as a hostile client may.
 */
export const percentEncode = (text: string) =>
  text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });

/** A GET query string of the parameters (text as it is, anything else as JSON; lists as repeated parameters). */
export const queryOf = (params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${percentEncode(key)}=${percentEncode(typeof item === 'string' ? item : JSON.stringify(item))}`,
      ),
    )
    .join('&');
