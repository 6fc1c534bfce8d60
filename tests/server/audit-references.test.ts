/**
 * The records a history names by id read by their names: GetHistory and GetAudit give, with each entry,
 * the name of its record and of every record a changed column refers to, and say when one is gone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PlatformAuditEntry } from '../../contract/audit';
import { RECORD_KINDS, REFERENCE_COLUMNS, withReferences } from '../../server/audit/references';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

beforeAll(async () => {
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  ({ companyA, companyB, platform } = await demoSessions(t));
});

afterAll(() => t?.close());

/** The apiKeyId (session id) of signed-in headers. */
const sessionIdOf = (headers: Record<string, string>) => /SAS-TOKEN ([^:]+):/.exec(headers.authorization)![1];

describe('the trail’s ids', () => {
  it('are each a reference of a known kind, or the record the row is filed under', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string; args: string }>(
      await t.db.execute(sql`select c.table_name, c.column_name, encode(g.tgargs, 'escape') as args
        from information_schema.columns c
        join pg_class r on r.relname = c.table_name
        join pg_namespace n on n.oid = r.relnamespace and n.nspname = 'public'
        join pg_trigger g on g.tgrelid = r.oid and g.tgname = 'audit'
        where c.table_schema = 'public' and c.data_type = 'uuid'`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const unnamed = columns.filter(({ column_name, args }) => {
      const [recordColumn, , skipped] = args.split('\\000');
      // A row's own id and a record's public identifier (a key's, a camera's uuid) name nothing else.
      if (column_name === recordColumn || ['id', 'uuid'].includes(column_name)) return false;
      if (skipped.replace(/[{}]/g, '').split(',').includes(column_name)) return false;
      return !REFERENCE_COLUMNS[column_name];
    });
    expect(unnamed.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([]);
    const tables = [...new Set(columns.map((column) => column.table_name))];
    expect(tables.filter((table) => !RECORD_KINDS[table])).toEqual([]);
  });
});

describe('GetHistory and GetAudit', () => {
  it('name the records an entry refers to, and a deleted one by the name it last had', async () => {
    const [tariff] = rowsOf<{ id: string; name: string }>(
      await t.db.execute(sql`select p.id::text as id, r.display_name as name
        from tariff_policies p join tariff_revisions r on r.policy_id = p.id and r.revision = p.current_revision
        join sessions s on s.company_id = p.company_id
        where s.id = ${sessionIdOf(companyA)}::uuid
        order by r.display_name limit 1`),
    );
    const camera = await t.call(
      'AddCamera',
      { Name: 'Камера у шлагбаума', CameraIp: 'rtsp://192.0.2.51/stream' },
      { headers: companyA },
    );
    expect(camera.status, JSON.stringify(camera.body)).toBe(200);
    const abonent = await t.call(
      'AddAbonent',
      {
        Name: 'Ссылочный Абонент',
        PhoneNumber: '79260000077',
        TariffId: tariff.id,
        CameraIds: [camera.body.id],
        Cars: [{ number: 'А123ВС77', model: 'Лада Веста' }],
      },
      { headers: companyA },
    );
    expect(abonent.status, JSON.stringify(abonent.body)).toBe(200);
    // The camera goes: its link to the abonent goes with it, and the history names it as it was last named.
    expect((await t.call('DeleteCamera', { CameraId: camera.body.id }, { headers: companyA })).status).toBe(200);

    const history = await t.call('GetHistory', { RecordId: abonent.body.id }, { headers: companyA });
    expect(history.status).toBe(200);
    const entries = history.body.items as AuditEntry[];
    const added = entries.find((entry) => entry.tableName === 'abonents')!;
    expect(added.changes.tariff_id).toEqual([null, tariff.id]);
    expect(added.changes.cars).toEqual([null, [{ number: 'А123ВС77', model: 'Лада Веста' }]]);
    expect(added.references).toEqual({
      [abonent.body.id]: { kind: 'abonents', name: 'Ссылочный Абонент', deleted: false },
      [tariff.id]: { kind: 'tariffs', name: tariff.name, deleted: false },
    });
    const linked = entries.filter((entry) => entry.tableName === 'abonent_cameras');
    expect(linked.map((entry) => entry.operation).sort()).toEqual(['DELETE', 'INSERT']);
    for (const entry of linked) {
      expect(entry.references[camera.body.id]).toEqual({ kind: 'cameras', name: 'Камера у шлагбаума', deleted: true });
    }

    // The platform reads the same names on its Audit screen, the record's own among them.
    const audit = await t.call('GetAudit', { RecordId: abonent.body.id, Limit: 10 }, { headers: platform });
    const platformAdded = (audit.body.items as PlatformAuditEntry[]).find((entry) => entry.tableName === 'abonents')!;
    expect(platformAdded.references[tariff.id]).toEqual({ kind: 'tariffs', name: tariff.name, deleted: false });
    expect(platformAdded.references[abonent.body.id]).toEqual({
      kind: 'abonents',
      name: 'Ссылочный Абонент',
      deleted: false,
    });
  });

  it('name only the company’s own records to a company: another’s reads as gone, for it is to that company', async () => {
    const [a, b] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select s.company_id::text as id from sessions s
        where s.id in (${sessionIdOf(companyA)}::uuid, ${sessionIdOf(companyB)}::uuid)
        order by s.id = ${sessionIdOf(companyA)}::uuid desc`),
    );
    const [tariff] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text as id from tariff_policies where company_id = ${a.id}::uuid limit 1`),
    );
    const entry = () => ({
      tableName: 'abonents',
      recordId: null,
      changes: { tariff_id: [null, tariff.id] as [unknown, unknown] },
    });
    const [asA] = await withReferences(t.db, [entry()], a.id);
    const [asB] = await withReferences(t.db, [entry()], b.id);
    const [asPlatform] = await withReferences(t.db, [entry()], null);
    expect(asA.references[tariff.id]).toEqual({ kind: 'tariffs', name: expect.any(String), deleted: false });
    expect(asB.references[tariff.id]).toEqual({ kind: 'tariffs', name: null, deleted: true });
    expect(asPlatform.references[tariff.id]).toEqual(asA.references[tariff.id]);
  });
});
