import { sql } from 'drizzle-orm';
import type { AuditChanges, AuditReference, AuditReferenceKind } from '../../contract/audit';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';

/**
 * The names of the records a page of the trail refers to by id, read when the page is: the trail keeps
 * ids (it outlives what it names, and a name changes), a person reads names.
 */

/** The kind of record each audited table's rows are filed under (their own, or their parent's for a part). */
export const RECORD_KINDS: Record<string, AuditReferenceKind> = {
  abonents: 'abonents',
  abonent_codes: 'abonents',
  abonent_intercoms: 'abonents',
  abonent_keys: 'abonents',
  abonent_sip_devices: 'abonents',
  abonent_cameras: 'abonents',
  access_objects: 'access_objects',
  access_perimeters: 'access_perimeters',
  access_points: 'access_points',
  device_points: 'access_points',
  access_rights: 'access_rights',
  addresses: 'addresses',
  ip_bans: 'bans',
  cameras: 'cameras',
  companies: 'companies',
  company_api_tokens: 'companies',
  company_roles: 'company_roles',
  controllers: 'controllers',
  guest_passes: 'guest_passes',
  guest_pass_points: 'guest_passes',
  join_requests: 'join_requests',
  local_keys: 'local_keys',
  local_servers: 'local_servers',
  locks: 'locks',
  payment_methods: 'payment_methods',
  payments: 'payments',
  postamates: 'postamates',
  postamate_cells: 'postamates',
  keys: 'reg_keys',
  sim_cards: 'simCard',
  sim_card_payments: 'simCard',
  sip_devices: 'sip_devices',
  user_second_factors: 'users',
  sip_servers: 'sip_servers',
  tariff_policies: 'tariffs',
  tariff_revisions: 'tariffs',
  users: 'users',
  company_profiles: 'users',
  import_files: 'import_files',
  // A company's remembered import columns are filed under the company.
  import_mappings: 'companies',
};

/**
 * The columns that hold another record's id, by name (each name means one kind wherever it is), with
 * the sign-in events' company. tests/server/audit-references.test.ts checks that every id column the
 * trail records is here.
 */
export const REFERENCE_COLUMNS: Record<string, AuditReferenceKind> = {
  company_id: 'companies',
  user_id: 'users',
  created_by: 'users',
  blocked_by: 'users',
  decided_by: 'users',
  paid_by: 'users',
  abonent_id: 'abonents',
  owner_id: 'abonents',
  address_id: 'addresses',
  access_object_id: 'access_objects',
  access_perimeter_id: 'access_perimeters',
  perimeter_id: 'access_perimeters',
  parent_id: 'access_perimeters',
  access_point_id: 'access_points',
  lock_id: 'locks',
  controller_id: 'controllers',
  backside_controller_id: 'controllers',
  local_server_id: 'local_servers',
  camera_id: 'cameras',
  sip_device_id: 'sip_devices',
  server_id: 'sip_servers',
  tariff_id: 'tariffs',
  custom_role_id: 'company_roles',
};

/**
 * Where each kind's name is: its rows (`t`), the name, and the column of the company a company may read
 * it in (none: anyone's, as the people who acted and the platform's locks are named already); and, for a
 * record deleted since, the audited table and column the trail recorded its name in.
 */
interface NameSource {
  from: string;
  name: string;
  company: string | null;
  trail: { table: string; column: string };
}
const own = (table: string, column: string): NameSource => ({
  from: `${table} t`,
  name: `t.${column}`,
  company: 't.company_id',
  trail: { table, column },
});
const anyones = (table: string, column: string): NameSource => ({ ...own(table, column), company: null });

const NAME_SOURCES: Record<AuditReferenceKind, NameSource> = {
  abonents: own('abonents', 'name'),
  access_objects: own('access_objects', 'display_name'),
  access_perimeters: own('access_perimeters', 'display_name'),
  access_points: own('access_points', 'display_name'),
  access_rights: own('access_rights', 'name'),
  addresses: own('addresses', 'value'),
  bans: { ...anyones('ip_bans', 'network'), name: 'abbrev(t.network)' },
  cameras: own('cameras', 'name'),
  companies: { ...own('companies', 'name'), company: 't.id' },
  company_roles: own('company_roles', 'name'),
  import_files: own('import_files', 'file_name'),
  controllers: own('controllers', 'installation_location'),
  guest_passes: own('guest_passes', 'name'),
  join_requests: own('join_requests', 'name'),
  local_keys: own('local_keys', 'title'),
  local_servers: own('local_servers', 'name'),
  locks: anyones('locks', 'name'),
  payment_methods: own('payment_methods', 'name'),
  payments: own('payments', 'abonent_name'),
  postamates: own('postamates', 'postamat_id'),
  reg_keys: own('keys', 'title'),
  simCard: own('sim_cards', 'place'),
  sip_devices: own('sip_devices', 'name'),
  sip_servers: own('sip_servers', 'name'),
  // A tariff is named by its revision in force; its revisions are filed under it on the trail.
  tariffs: {
    from: 'tariff_policies t join tariff_revisions r on r.policy_id = t.id and r.revision = t.current_revision',
    name: 'r.display_name',
    company: 't.company_id',
    trail: { table: 'tariff_revisions', column: 'display_name' },
  },
  users: anyones('users', 'display_name'),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Named {
  tableName: string | null;
  recordId: string | null;
  changes: AuditChanges;
}

/** The ids an entry names, each with its kind: its record's, then its changed reference columns'. */
function namedIds(entry: Named): [string, AuditReferenceKind][] {
  const named: [string, AuditReferenceKind][] = [];
  const recordKind = entry.tableName ? RECORD_KINDS[entry.tableName] : undefined;
  if (recordKind && entry.recordId && UUID.test(entry.recordId)) named.push([entry.recordId, recordKind]);
  for (const [column, change] of Object.entries(entry.changes)) {
    const kind = REFERENCE_COLUMNS[column];
    if (!kind || !Array.isArray(change)) continue;
    for (const value of change) if (typeof value === 'string' && UUID.test(value)) named.push([value, kind]);
  }
  return named;
}

/**
 * The entries with the records they name (`references`), read in one query per kind for the whole page
 * (and one more for the kinds with records deleted since). `companyId`: a company reads the names of its
 * own records only, and its own trail; another company's record reads as gone, as it is for that company.
 */
export async function withReferences<Entry extends Named>(
  db: Database,
  entries: Entry[],
  companyId: string | null,
): Promise<(Entry & { references: Record<string, AuditReference> })[]> {
  const named = entries.map(namedIds);
  const idsByKind = new Map<AuditReferenceKind, Set<string>>();
  for (const [id, kind] of named.flat()) {
    const ids = idsByKind.get(kind) ?? new Set<string>();
    idsByKind.set(kind, ids.add(id.toLowerCase()));
  }
  const names = new Map<string, string>();
  const deleted = new Set<string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const source = NAME_SOURCES[kind];
      const companyColumn = companyId ? source.company : null;
      const rows = await queryRows<{ id: string; name: string }>(
        db,
        sql`select t.id::text as id, ${sql.raw(source.name)} as name from ${sql.raw(source.from)}
          where t.id = any(${pgArray([...ids])}::uuid[])${
            companyColumn ? sql` and ${sql.raw(companyColumn)} = ${companyId}::uuid` : sql.empty()
          }`,
      );
      for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
      const gone = [...ids].filter((id) => !names.has(`${kind}:${id}`));
      if (gone.length === 0) return;
      for (const id of gone) deleted.add(`${kind}:${id}`);
      // A record deleted since: the name the trail last recorded for it (its deletion records the old one).
      const { table, column } = source.trail;
      const recorded = await queryRows<{ id: string; name: string | null }>(
        db,
        sql`select distinct on (record_id) record_id as id,
            coalesce(changes -> ${column}::text ->> 1, changes -> ${column}::text ->> 0) as name
          from audit_log
          where record_id = any(${pgArray(gone)}::text[]) and table_name = ${table}
            and changes ? ${column}::text${companyColumn ? sql` and company_id = ${companyId}::uuid` : sql.empty()}
          order by record_id, id desc`,
      );
      for (const row of recorded) if (row.name !== null) names.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return entries.map((entry, index) =>
    Object.assign(entry, {
      references: Object.fromEntries(
        named[index].map(([id, kind]) => {
          const key = `${kind}:${id.toLowerCase()}`;
          return [id, { kind, name: names.get(key) ?? null, deleted: deleted.has(key) }];
        }),
      ),
    }),
  );
}
