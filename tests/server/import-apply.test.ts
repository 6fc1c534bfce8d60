/**
 * Applying an import (ApplyImport): it writes what the dry run plans, in batches each written whole or
 * not at all, resumes where the last call stopped, changes nothing the second time, stops at a batch the
 * database refuses saying which rows are done, keeps to its company, and undoes as one change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportApply } from '../../contract/import-file';
import { parseColumn } from '../../contract/import-columns';
import { COMPANY_ROLES } from '../../contract/permissions';
import { UNDO_SHOWN } from '../../contract/undo';
import { inAuditedTransaction } from '../../server/audit/transaction';
import { previewUndo, undoChange } from '../../server/audit/undo-change';
import { queryRows } from '../../server/db/rows';
import { applyImport } from '../../server/import/apply';
import { fileBytes, storedFile } from '../../server/import/stored-files';
import { type ImportableResident, importableResidents } from './support/import-residents';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyId: string;
let existing: ImportableResident;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  ({
    companyId,
    residents: [existing],
  } = await importableResidents(t, companyA, 1));
}, 60_000);
afterAll(() => t?.close());

async function upload(text: string, headers = companyA, kind = 'residents'): Promise<string> {
  const answer = await t.call(
    'AddImportFile',
    { Kind: kind, FileName: 'apply.csv', Size: Buffer.byteLength(text), Part: Buffer.from(text).toString('base64') },
    { headers },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

const planTotals = async (id: string, columns: string) =>
  (await t.call('PlanImport', { ImportFileId: id, Columns: columns }, { headers: companyA })).body.totals;

/** Calls ApplyImport until it is done or stops at a failure. */
async function applyAll(id: string, columns: string): Promise<ImportApply> {
  for (;;) {
    const { status, body } = await t.call(
      'ApplyImport',
      { ImportFileId: id, Columns: columns.split(',') },
      { headers: companyA },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    if (body.done || body.failure) return body as ImportApply;
  }
}

/** One call of the apply with a slice of no time: a batch per call, as a slow apply is cut. */
async function applyOneBatch(id: string, columns: string): Promise<ImportApply> {
  const file = await storedFile(t.db, companyId, id);
  const audit = { action: 'ApplyImport', userId: null, sessionId: null, companyId, ip: '127.0.0.1' };
  const parsed = columns.split(',').map((column) => parseColumn(file.kind, column)!);
  return applyImport({ db: t.db, companyId, audit, sliceMs: 0 }, file, fileBytes(t.db, id), parsed);
}

const trailCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0].n;

/** Residents of the file's phones: 79267xxxxxx, n from 0. */
const phoneOf = (n: number) => `+7 926 7${String(n).padStart(6, '0')}`;
const residentsFile = (count: number, extra: (n: number) => string = () => '') =>
  ['Name;Phone;Card;Address', ...Array.from({ length: count }, (_, n) => `Житель ${n};${phoneOf(n)};${extra(n)}`)].join(
    '\n',
  );

describe('applying a residents file', () => {
  const COLUMNS = 'name,phone,apartment,card:decimal,address';

  it('writes what the dry run plans, and a second apply changes nothing', async () => {
    const room = existing.room === '901' ? '902' : '901';
    const lines = [
      'ФИО;Телефон;Кв.;Карта;Адрес',
      `Новый Применённый;+7 926 510-00-01;5;9100001;ул. Применённая, 1`,
      `${existing.name};+${existing.phone};${room};9100002;`,
      'Без Телефона;12345;;;',
      'новый применённый;8 926 510-00-01;;;',
    ];
    const id = await upload(lines.join('\n'));
    const planned = await planTotals(id, COLUMNS);
    expect(planned).toMatchObject({ rows: 4, created: 1, updated: 1, unchanged: 0, refused: 2, addressesCreated: 1 });
    const applied = await applyAll(id, COLUMNS);
    expect(applied).toMatchObject({ done: true, line: 5, failure: null, totals: planned });
    expect(applied.auditId).not.toBeNull();

    const [created] = await queryRows<{ room: string; address: string; codes: number[] }>(
      t.db,
      sql`select a.room, ad.value as address, array(select code from abonent_codes c where c.abonent_id = a.id) as codes
        from abonents a join addresses ad on ad.id = a.address_id
        where a.company_id = ${companyId} and a.phone_number = '79265100001'`,
    );
    expect(created).toEqual({ room: '5', address: 'ул. Применённая, 1', codes: [9_100_001] });
    const [updated] = await queryRows<{ room: string; card: boolean }>(
      t.db,
      sql`select room, exists(select 1 from abonent_codes where abonent_id = ${existing.id} and code = 9100002) as card
        from abonents where id = ${existing.id}`,
    );
    expect(updated).toEqual({ room, card: true });
    // Every row written is one change on the trail.
    const operations = await queryRows<{ operation_id: string }>(
      t.db,
      sql`select distinct operation_id from audit_log where action = 'ApplyImport'
        and id >= ${applied.auditId}::bigint`,
    );
    expect(operations).toHaveLength(1);

    // The same file id again: answered as done, nothing written; the same file uploaded again: every row
    // unchanged or refused, nothing written.
    const again = await upload(lines.join('\n'));
    const before = await trailCount();
    expect(await applyAll(id, COLUMNS)).toEqual(applied);
    const second = await applyAll(again, COLUMNS);
    expect(second.totals).toMatchObject({ rows: 4, created: 0, updated: 0, unchanged: 2, refused: 2 });
    expect(second.auditId).toBeNull();
    expect(await trailCount()).toBe(before);
  });

  it('refuses to go on with other columns than it began with', async () => {
    const id = await upload('Name;Phone\nПервый Столбцов;+7 926 520-00-01');
    await applyAll(id, 'name,phone');
    const other = await t.call('ApplyImport', { ImportFileId: id, Columns: ['phone', 'name'] }, { headers: companyA });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: 'importFiles.errors.applyColumns' });
  });

  it('resumes batch after batch, remembering the earlier batches’ rows', async () => {
    // Row 2,101 repeats row 5's resident, row 2,102 its card: refused as the dry run refuses them.
    const text = [
      residentsFile(2_100, (n) => `${8_200_000 + n};ул. Пакетная, ${n % 3}`),
      `Житель 3;${phoneOf(3)};;`,
      `Другой Житель;+7 926 530-00-01;${8_200_003};`,
    ].join('\n');
    const id = await upload(text);
    const columns = 'name,phone,card:decimal,address';
    const planned = await planTotals(id, columns);
    expect(planned).toMatchObject({ rows: 2_102, created: 2_100, refused: 2, addressesCreated: 3, cardsAdded: 2_100 });
    const progress: number[] = [];
    let last: ImportApply;
    do {
      last = await applyOneBatch(id, columns);
      progress.push(last.totals.rows);
    } while (!last.done);
    expect(progress).toEqual([1_000, 2_000, 2_102]);
    expect(last.totals).toEqual(planned);
    const [written] = await queryRows<{ residents: number; cards: number; addresses: number }>(
      t.db,
      sql`select (select count(*) from abonents where company_id = ${companyId} and name like 'Житель %'
                    and phone_number like '792670%')::int as residents,
        (select count(*) from abonent_codes where company_id = ${companyId} and code between 8200000 and 8202099)::int
          as cards,
        (select count(*) from addresses where company_id = ${companyId} and value like 'ул. Пакетная, %')::int
          as addresses`,
    );
    expect(written).toEqual({ residents: 2_100, cards: 2_100, addresses: 3 });
    // Once done, what later rows had to know of earlier ones is gone.
    const [keys] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from import_apply_keys where file_id = ${id}`,
    );
    expect(keys.n).toBe(0);

    // Undone as one step: every batch's rows at once.
    const preview = await t.call('GetUndoPreview', { AuditId: last.auditId }, { headers: companyA });
    expect(preview.body.conflicts).toEqual([]);
    expect(preview.body.rows).toBe(2_100 * 2 + 3);
    const undone = await t.call('UndoChange', { AuditId: last.auditId }, { headers: companyA });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from abonents where company_id = ${companyId} and phone_number like '792670%'`,
    );
    expect(left.n).toBe(0);
  }, 120_000);

  it('stops at a batch the database refuses, nothing of it written, and goes on once it is fixed', async () => {
    // A refusal only the database makes: a trigger standing for a constraint the judge cannot foresee.
    await t.db.execute(sql`create function refuse_import_test() returns trigger language plpgsql as $$
      begin if new.name = 'Житель 1500' then raise exception 'refused'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_import_test before insert on abonents
      for each row execute function refuse_import_test()`);
    const id = await upload(residentsFile(2_500).replaceAll('7 926 7', '7 926 8'));
    const failed = await applyAll(id, 'name,phone,,');
    // Line 1 is the header: the first batch holds lines 2–1,001; the second, 1,002–2,001, stops at 1,502.
    expect(failed).toMatchObject({
      done: false,
      line: 1_001,
      failure: { fromLine: 1_002, toLine: 2_001, line: 1_502, reason: 'failed' },
    });
    expect(failed.totals.rows).toBe(1_000);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from abonents where company_id = ${companyId} and phone_number like '792680%'`,
        )
      )[0].n;
    expect(await count()).toBe(1_000);

    await t.db.execute(sql`drop trigger refuse_import_test on abonents`);
    const done = await applyAll(id, 'name,phone,,');
    expect(done).toMatchObject({ done: true, failure: null, totals: { rows: 2_500, created: 2_500 } });
    expect(await count()).toBe(2_500);
  }, 120_000);
});

describe('an import undone in parts', () => {
  // Parts of 150 rows (75 residents with a card), a part a call, past 100 rows: as 300,000 rows go, smaller.
  const limits = { wholeRows: 100, partRows: 150, sliceMs: 0 };
  const caller = () => ({ companyId, permissions: new Set<string>(COMPANY_ROLES.director) });
  const audit = (action = 'UndoChange') => ({ action, userId: null, sessionId: null, companyId, ip: '127.0.0.1' });
  const undoPart = (auditId: string) => undoChange(t.db, caller(), audit(), auditId, 'change', limits);
  const counts = async () =>
    (
      await queryRows<{ residents: number; cards: number; addresses: number }>(
        t.db,
        sql`select (select count(*) from abonents where company_id = ${companyId} and phone_number like '792660%')::int
            as residents,
          (select count(*) from abonent_codes where company_id = ${companyId} and code between 8600000 and 8600299)::int
            as cards,
          (select count(*) from addresses where company_id = ${companyId} and value like 'ул. Частичная, %')::int
            as addresses`,
      )
    )[0];
  const rename = (name: string, to: string) =>
    inAuditedTransaction(t.db, audit('EditAbonent'), (tx) =>
      tx.execute(sql`update abonents set name = ${to} where company_id = ${companyId} and name = ${name}`),
    );

  it('goes newest records first, stops at a conflict with the parts before it undone, and goes on from there', async () => {
    const text = residentsFile(300, (n) => `${8_600_000 + n};ул. Частичная, ${n % 2}`).replaceAll('7 926 7', '7 926 6');
    const applied = await applyAll(await upload(text), 'name,phone,card:decimal,address');
    expect(applied.totals).toMatchObject({ created: 300, cardsAdded: 300, addressesCreated: 2 });
    const auditId = applied.auditId!;
    const total = 300 * 2 + 2;

    // Four parts of 75 residents with their cards, then the two addresses they point to.
    const preview = await previewUndo(t.db, caller(), auditId, 'change', limits);
    expect(preview).toMatchObject({ rows: total, stepCount: total, conflicts: [], parts: 5, undone: 0 });
    expect(preview.steps).toHaveLength(UNDO_SHOWN);

    // The file's first resident, the last undone, renamed since.
    await rename('Житель 0', 'Житель 0 (переименован)');
    expect(await undoPart(auditId)).toEqual({ rows: 150, total, done: false });
    expect(await counts()).toEqual({ residents: 225, cards: 225, addresses: 2 });
    const resumed = await previewUndo(t.db, caller(), auditId, 'change', limits);
    expect(resumed).toMatchObject({
      undone: 150,
      stepCount: total - 150,
      conflictCount: 1,
      conflicts: [{ reason: 'changedSince', column: 'name', action: 'EditAbonent' }],
    });
    expect(await undoPart(auditId)).toEqual({ rows: 300, total, done: false });
    expect(await undoPart(auditId)).toEqual({ rows: 450, total, done: false });
    await expect(undoPart(auditId)).rejects.toMatchObject({ status: 409 });
    expect(await counts()).toEqual({ residents: 75, cards: 75, addresses: 2 });

    // The undo so far is one change on the trail: undone in turn (in parts too), the residents are back,
    // and the import's undo, its parts undone, starts again from the top.
    const undoOf = async () =>
      (
        await queryRows<{ id: string }>(
          t.db,
          sql`select min(id)::text as id from audit_log where action = 'UndoChange' and id > ${auditId}::bigint
            group by operation_id order by min(id) desc limit 1`,
        )
      )[0].id;
    const undoAll = async (id: string) => {
      let answer;
      do answer = await undoPart(id);
      while (!answer.done);
      return answer;
    };
    const partial = await undoOf();
    expect(await previewUndo(t.db, caller(), partial, 'change', limits)).toMatchObject({ rows: 450, conflicts: [] });
    expect(await undoAll(partial)).toEqual({ rows: 450, total: 450, done: true });
    expect(await counts()).toEqual({ residents: 300, cards: 300, addresses: 2 });
    const [runs] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from undo_runs`);
    expect(runs.n).toBe(0);

    // The name put back: the whole import goes, the addresses last.
    await rename('Житель 0 (переименован)', 'Житель 0');
    expect(await previewUndo(t.db, caller(), auditId, 'change', limits)).toMatchObject({
      stepCount: total,
      conflicts: [],
      undone: 0,
    });
    expect(await undoAll(auditId)).toEqual({ rows: total, total, done: true });
    expect(await counts()).toEqual({ residents: 0, cards: 0, addresses: 0 });

    // And that undo undone: the residents are back once more.
    const whole = await undoOf();
    expect(await previewUndo(t.db, caller(), whole, 'change', limits)).toMatchObject({ rows: total, conflicts: [] });
    await undoAll(whole);
    expect(await counts()).toEqual({ residents: 300, cards: 300, addresses: 2 });
  }, 120_000);
});

describe('the doors', () => {
  it('learn an import batch by batch: a version of their credentials per batch, not per row', async () => {
    const [zone] = await queryRows<{ name: string; doors: number }>(
      t.db,
      sql`select o.display_name as name, count(p.id)::int as doors from access_objects o
        join access_points p on p.access_object_id = o.id
        where o.company_id = ${companyId} group by o.id order by count(p.id), o.id limit 1`,
    );
    const versions = async () =>
      (
        await queryRows<{ version: number }>(
          t.db,
          sql`select coalesce(max(version), 0)::int as version from credential_changes where company_id = ${companyId}`,
        )
      )[0].version;
    // Three residents in the zone, two in the first batch and one in the second; the rest in none (the
    // doors' refresh of a thousand residents in a zone is the device sync's own benchmark).
    const inZone = new Set([0, 1, 1_000]);
    const text = [
      'Name;Phone;Card;Zone',
      ...Array.from(
        { length: 1_001 },
        (_, n) =>
          `Дверной Житель ${n};+7 926 4${String(n).padStart(6, '0')};${8_400_000 + n};${inZone.has(n) ? zone.name : ''}`,
      ),
    ].join('\n');
    const id = await upload(text);
    const before = await versions();
    const applied = await applyAll(id, 'name,phone,card:decimal,zone');
    expect(applied.totals).toMatchObject({ created: 1_001, cardsAdded: 1_001 });
    expect((await versions()) - before).toBe(2);
    // Each of the three residents' cards reached each door of the zone.
    const [learnt] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from credential_changes where company_id = ${companyId} and version > ${before}`,
    );
    expect(learnt.n).toBeGreaterThanOrEqual(3 * zone.doors);
  }, 120_000);
});

describe('two applies of one file at once', () => {
  it('write each batch once: the second call finds it written and goes on from there', async () => {
    const id = await upload(residentsFile(2_500).replaceAll('7 926 7', '7 926 9'));
    const [first, second] = await Promise.all([applyAll(id, 'name,phone,,'), applyAll(id, 'name,phone,,')]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ done: true, failure: null, totals: { rows: 2_500, created: 2_500 } });
    const [written] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from abonents where company_id = ${companyId} and phone_number like '792690%'`,
    );
    expect(written.n).toBe(2_500);
  }, 120_000);
});

describe('an import file of another company', () => {
  it('can be neither applied nor deleted', async () => {
    const id = await upload('Name;Phone\nЧужой Житель;+7 926 540-00-01');
    const apply = await t.call('ApplyImport', { ImportFileId: id, Columns: ['name', 'phone'] }, { headers: companyB });
    expect(apply.status).toBe(404);
    const remove = await t.call('DeleteImportFile', { ImportFileId: id }, { headers: companyB });
    expect(remove.status).toBe(404);
    expect((await t.call('GetImportPreview', { ImportFileId: id }, { headers: companyA })).status).toBe(200);
  });
});

describe('deleting an import file', () => {
  it('frees its storage: the file is gone', async () => {
    const id = await upload('Name;Phone\nОтменённый Житель;+7 926 550-00-01');
    const remove = await t.call('DeleteImportFile', { ImportFileId: id }, { headers: companyA });
    expect(remove.status).toBe(200);
    expect((await t.call('GetImportPreview', { ImportFileId: id }, { headers: companyA })).status).toBe(404);
    expect((await t.call('DeleteImportFile', { ImportFileId: id }, { headers: companyA })).status).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from import_file_parts where file_id = ${id}`,
    );
    expect(left.n).toBe(0);
  });
});
