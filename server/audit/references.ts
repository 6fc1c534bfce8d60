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
  controllers: 'controllers',
  guest_passes: 'guest_passes',
  guest_pass_points: 'guest_passes',
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
  sip_servers: 'sip_servers',
  tariff_policies: 'tariffs',
  tariff_revisions: 'tariffs',
  users: 'users',
  company_profiles: 'users',
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
};

/**
 * Where each kind's name is: its rows (`t`), the name, and the column of the company a company may read
 * it in (none: anyone's, as the people who acted and the platform's locks are named already).
 */
interface NameSource {
  from: string;
  name: string;
  company: string | null;
}
const own = (table: string, name: string): NameSource => ({ from: `${table} t`, name, company: 't.company_id' });

const NAME_SOURCES: Record<AuditReferenceKind, NameSource> = {
  abonents: own('abonents', 't.name'),
  access_objects: own('access_objects', 't.display_name'),
  access_perimeters: own('access_perimeters', 't.display_name'),
  access_points: own('access_points', 't.display_name'),
  access_rights: own('access_rights', 't.name'),
  addresses: own('addresses', 't.value'),
  bans: { from: 'ip_bans t', name: 'abbrev(t.network)', company: null },
  cameras: own('cameras', 't.name'),
  companies: { from: 'companies t', name: 't.name', company: 't.id' },
  controllers: own('controllers', 't.installation_location'),
  guest_passes: own('guest_passes', 't.name'),
  local_keys: own('local_keys', 't.title'),
  local_servers: own('local_servers', 't.name'),
  locks: { from: 'locks t', name: 't.name', company: null },
  payment_methods: own('payment_methods', 't.name'),
  payments: own('payments', 't.abonent_name'),
  postamates: own('postamates', 't.postamat_id'),
  reg_keys: own('keys', 't.title'),
  simCard: own('sim_cards', 't.place'),
  sip_devices: own('sip_devices', 't.name'),
  sip_servers: own('sip_servers', 't.name'),
  // A tariff is named by its revision in force.
  tariffs: {
    from: 'tariff_policies t join tariff_revisions r on r.policy_id = t.id and r.revision = t.current_revision',
    name: 'r.display_name',
    company: 't.company_id',
  },
  users: { from: 'users t', name: 't.display_name', company: null },
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
 * The entries with the records they name (`references`), read in one query per kind for the whole page.
 * `companyId`: a company reads the names of its own records only; another company's record reads as
 * gone, as it is for that company.
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
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const source = NAME_SOURCES[kind];
      const scope =
        companyId && source.company ? sql` and ${sql.raw(source.company)} = ${companyId}::uuid` : sql.empty();
      const rows = await queryRows<{ id: string; name: string }>(
        db,
        sql`select t.id::text as id, ${sql.raw(source.name)} as name from ${sql.raw(source.from)}
          where t.id = any(${pgArray([...ids])}::uuid[])${scope}`,
      );
      for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return entries.map((entry, index) =>
    Object.assign(entry, {
      references: Object.fromEntries(
        named[index].map(([id, kind]) => [id, { kind, name: names.get(`${kind}:${id.toLowerCase()}`) ?? null }]),
      ),
    }),
  );
}
