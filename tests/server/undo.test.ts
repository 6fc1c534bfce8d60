/**
 * Undo of a change from the audit trail and restore of a deleted record (server/audit/undo.ts): an edit,
 * an insert and a delete undone; the conflicts that refuse an undo, each naming the field and who
 * changed it when; a resident restored with their parts; who may undo what; and a random sequence of
 * changes undone newest first returning the records to where they began.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { UNDO_REFUSED } from '../../contract/undo';
import { UNDO_PERMISSIONS } from '../../contract/undoable';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { queryRows } from '../../server/db/rows';
import { inAuditedTransaction } from '../../server/audit/transaction';
import { deleteStaleRows } from '../../server/housekeeping';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** УК «Северный квартал» (company A, the demo residents), Riverside (company B, none) and the platform. */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error' } });
  ({ companyA, companyB, platform } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

/** Calls an Action and expects it to succeed. */
const ok = async (action: string, params: Record<string, unknown>, headers: Record<string, string>) => {
  const response = await t.call(action, params, { headers });
  expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
};

/** The newest row change on the trail: an entry of the change just made. */
const lastChange = async () => {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`select id::text as id from audit_log where operation in ('INSERT', 'UPDATE', 'DELETE') order by audit_log.id desc limit 1`,
  );
  return row.id;
};

const preview = (id: string, headers: Record<string, string>, Scope = 'change') =>
  t.call('GetUndoPreview', { AuditId: id, Scope }, { headers });
const undo = (id: string, headers: Record<string, string>, Scope = 'change') =>
  t.call('UndoChange', { AuditId: id, Scope }, { headers });

const addAbonent = async (Name: string, headers = companyB, params: Record<string, unknown> = {}) =>
  (await ok('AddAbonent', { Name, PhoneNumber: '+44 7911 123456', ...params }, headers)).id as string;
const abonent = async (id: string, headers = companyB) =>
  (await t.call('GetAbonentDetails', { Id: id }, { headers })).body.items[0] as Record<string, unknown> | undefined;

describe('the trail keeps what undoing needs', () => {
  it('every audited table says who may undo its changes, and its trigger records the row key', async () => {
    const audited = await queryRows<{ name: string; args: string }>(
      t.db,
      sql`select c.relname::text as name, encode(tg.tgargs, 'escape') as args
        from pg_trigger tg join pg_class c on c.oid = tg.tgrelid where tg.tgname = 'audit' order by 1`,
    );
    expect(audited.length).toBeGreaterThan(30);
    for (const { name, args } of audited) {
      expect({ name, listed: Object.hasOwn(UNDO_PERMISSIONS, name) }).toEqual({ name, listed: true });
      const key = args.split('\\000')[3];
      expect({ name, key: key && key !== '{}' }).toEqual({ name, key: true });
    }
  });
});

describe('undo of one change', () => {
  it('puts an edit’s old values back, records the undo, and undoes the undo', async () => {
    const id = await addAbonent('Oliver Bennett', companyB, { Comment: 'first' });
    await ok('EditAbonent', { AbonentId: id, Name: 'Oliver B.', Comment: 'second' }, companyB);
    const edit = await lastChange();

    const shown = await preview(edit, companyB);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      action: 'EditAbonent',
      rows: 1,
      conflicts: [],
      steps: [
        {
          tableName: 'abonents',
          recordId: id,
          operation: 'UPDATE',
          changes: { name: ['Oliver B.', 'Oliver Bennett'], comment: ['second', 'first'] },
        },
      ],
    });
    expect((await undo(edit, companyB)).body).toEqual({ rows: 1, total: 1, done: true });
    expect(await abonent(id)).toMatchObject({ name: 'Oliver Bennett', comment: 'first' });

    const undone = await lastChange();
    const [entry] = await queryRows<{ action: string; changes: unknown }>(
      t.db,
      sql`select action, changes from audit_log where id = ${undone}::bigint`,
    );
    expect(entry).toEqual({
      action: 'UndoChange',
      changes: { name: ['Oliver B.', 'Oliver Bennett'], comment: ['second', 'first'] },
    });
    // The undo is a change like any: undone, the edit is back.
    expect((await undo(undone, companyB)).status).toBe(200);
    expect(await abonent(id)).toMatchObject({ name: 'Oliver B.', comment: 'second' });
  });

  it('deletes what an insert added', async () => {
    const id = await addAbonent('Harry Insert');
    const added = await lastChange();
    const shown = (await preview(added, companyB)).body;
    expect(shown.conflicts).toEqual([]);
    expect(shown.steps).toEqual([
      expect.objectContaining({ tableName: 'abonents', recordId: id, operation: 'DELETE' }),
    ]);
    expect((await undo(added, companyB)).status).toBe(200);
    expect(await abonent(id)).toBeUndefined();
  });

  it('restores a deleted resident with their codes, intercoms, cameras and keys, and the doors learn it', async () => {
    const [first] = (await ok('GetAbonents', { Search: 'Андреев' }, companyA)).items as { id: string }[];
    const before = await abonent(first.id, companyA);
    expect(before).toMatchObject({ accessCardAndBleTagId: [3301, 1045872], permanentKeys: 2 });
    const changesAt = async () =>
      Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credential_changes`))[0].n);

    const removals = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from abonent_code_removals where abonent_id = ${first.id}::uuid`,
        )
      )[0].n;
    const removedBefore = await removals();
    // The records that link to the resident: their payments and the access right they own.
    const links = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select (select count(*) from payments where abonent_id = ${first.id}::uuid)
            + (select count(*) from access_rights where owner_id = ${first.id}::uuid) as n`,
        )
      )[0].n;
    const linked = Number(await links());
    expect(linked).toBeGreaterThan(0);
    await ok('DeleteAbonent', { AbonentId: first.id }, companyA);
    const afterDelete = await changesAt();
    expect(await removals()).toBe(removedBefore + 2);
    const deleted = (await ok('GetDeletedRecords', {}, companyA)).items as { id: string; recordId: string }[];
    const deletion = deleted.find((item) => item.recordId === first.id);
    expect(deletion).toMatchObject({ tableName: 'abonents', operation: 'DELETE' });
    // Found by what the record held (its name), not only by the Action's name.
    const found = async (Search: string) =>
      ((await ok('GetDeletedRecords', { Search }, companyA)).items as { recordId: string }[]).map(
        (item) => item.recordId,
      );
    expect(await found('андреев')).toContain(first.id);
    expect(await found('Ничего такого')).not.toContain(first.id);
    // Another company sees nothing of it.
    expect((await ok('GetDeletedRecords', {}, companyB)).items).not.toContainEqual(
      expect.objectContaining({ recordId: first.id }),
    );

    const shown = (await preview(deletion!.id, companyA, 'record')).body;
    expect(shown.conflicts).toEqual([]);
    const tables = new Set((shown.steps as { tableName: string }[]).map((step) => step.tableName));
    expect([...tables]).toEqual(expect.arrayContaining(['abonents', 'abonent_codes', 'abonent_intercoms']));
    // Its rows inserted again, and the links its deletion cleared set back.
    const operations = (shown.steps as { tableName: string; operation: string }[]).map(
      ({ tableName, operation }) => `${operation} ${tableName}`,
    );
    expect(new Set(operations.map((step) => step.split(' ')[0]))).toEqual(new Set(['INSERT', 'UPDATE']));
    expect(operations).toEqual(expect.arrayContaining(['UPDATE payments', 'UPDATE access_rights']));

    expect((await undo(deletion!.id, companyA, 'record')).status).toBe(200);
    expect(await abonent(first.id, companyA)).toStrictEqual(before);
    // The device sync recorded the doors' changes for the restore, as for any write; the cards were
    // not taken away after all (no pass with them reads as one of a removed card).
    expect(await changesAt()).toBeGreaterThan(afterDelete);
    expect(await removals()).toBe(removedBefore);
    expect(Number(await links())).toBe(linked);
    expect((await ok('GetDeletedRecords', {}, companyA)).items).not.toContainEqual(
      expect.objectContaining({ recordId: first.id }),
    );
  });
});

describe('secrets', () => {
  /** The camera's password as stored (encrypted): what an undo must put back, never read in clear. */
  const storedPassword = async (id: string) =>
    (
      await queryRows<{ password: string | null }>(
        t.db,
        sql`select password_encrypted as password from cameras where id = ${id}::uuid`,
      )
    )[0]?.password;

  it('puts a camera’s old password back as it was stored, and restores a deleted camera whole', async () => {
    const { id } = await ok(
      'AddCamera',
      { Name: 'Undo camera', Login: 'admin', Password: 'first-secret', CameraIp: 'rtsp://192.0.2.10/stream' },
      companyB,
    );
    const first = await storedPassword(id);
    await ok('UpdateCamera', { CameraId: id, Password: 'second-secret' }, companyB);
    const changed = await lastChange();
    expect(await storedPassword(id)).not.toBe(first);
    const shown = (await preview(changed, companyB)).body;
    // The preview says the secret changes back, never its value.
    expect(shown).toMatchObject({
      conflicts: [],
      steps: [{ tableName: 'cameras', changes: { password_encrypted: 'masked' } }],
    });
    expect(JSON.stringify(shown)).not.toContain(String(first));
    expect((await undo(changed, companyB)).status).toBe(200);
    expect(await storedPassword(id)).toBe(first);

    await ok('DeleteCamera', { CameraId: id }, companyB);
    const deletion = await lastChange();
    expect((await undo(deletion, companyB, 'record')).status).toBe(200);
    expect(await storedPassword(id)).toBe(first);
    expect((await ok('GetCameras', { Search: 'Undo camera' }, companyB)).items).toEqual([
      expect.objectContaining({ id, name: 'Undo camera' }),
    ]);
  });
});

describe('an undo a later change conflicts with', () => {
  it('is refused when a field was changed since, naming the field, who and when', async () => {
    const id = await addAbonent('Grace First');
    await ok('EditAbonent', { AbonentId: id, Name: 'Grace Second' }, companyB);
    const first = await lastChange();
    await ok('EditAbonent', { AbonentId: id, Name: 'Grace Third' }, companyB);

    const shown = (await preview(first, companyB)).body;
    expect(shown.conflicts).toEqual([
      {
        reason: 'changedSince',
        tableName: 'abonents',
        recordId: id,
        column: 'name',
        userName: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        action: 'EditAbonent',
        kind: null,
      },
    ]);
    expect((await undo(first, companyB)).body.error).toBe(UNDO_REFUSED);
    expect(await abonent(id)).toMatchObject({ name: 'Grace Third' });
  });

  it('is refused when the row was deleted since, and an insert when a part was added since', async () => {
    const id = await addAbonent('Ivy Gone');
    const added = await lastChange();
    await ok('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [770011] }, companyB);
    const codes = await lastChange();
    expect((await preview(added, companyB)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'changedSince', tableName: 'abonent_codes', action: 'UpdateAbonentCodes' }),
    ]);
    // Undone newest first, both go.
    expect((await undo(codes, companyB)).status).toBe(200);
    expect((await preview(added, companyB)).body.conflicts).toEqual([]);

    await ok('EditAbonent', { AbonentId: id, Comment: 'to be deleted' }, companyB);
    const edit = await lastChange();
    await ok('DeleteAbonent', { AbonentId: id }, companyB);
    expect((await preview(edit, companyB)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'deletedSince', recordId: id, action: 'DeleteAbonent' }),
    ]);
  });

  it('is refused when the record a row belongs to is gone: restore it first', async () => {
    const id = await addAbonent('Paul Parent');
    await ok('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [770021] }, companyB);
    await ok('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [] }, companyB);
    const taken = await lastChange();
    await ok('DeleteAbonent', { AbonentId: id }, companyB);
    expect((await preview(taken, companyB)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'parentGone', tableName: 'abonent_codes', kind: 'abonents' }),
    ]);
  });

  it('is refused when a unique value was taken since', async () => {
    const { id } = await ok('AddAddress', { Value: 'Undo Street, 1' }, companyB);
    await ok('EditAddress', { Id: id, Value: 'Undo Street, 2' }, companyB);
    const renamed = await lastChange();
    await ok('AddAddress', { Value: 'undo street, 1' }, companyB);
    expect((await preview(renamed, companyB)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'taken', tableName: 'addresses', column: 'value' }),
    ]);
    expect((await undo(renamed, companyB)).status).toBe(409);
  });
});

describe('who may undo', () => {
  it('a company its own changes with the records’ permission; the platform any', async () => {
    const id = await addAbonent('Scoped Sam');
    const added = await lastChange();
    expect((await preview(added, companyA)).status).toBe(404);
    const concierge = (await t.signIn('79161234501', 'company')).headers;
    const [ofA] = (await ok('GetAbonents', { Limit: 1 }, companyA)).items as { id: string }[];
    await ok('EditAbonent', { AbonentId: ofA.id, Comment: 'seen by the concierge' }, companyA);
    const edit = await lastChange();
    expect((await preview(edit, concierge)).body.error).toBe(errors.forbiddenPermission);
    expect((await undo(edit, concierge)).status).toBe(403);
    expect((await preview(added, platform)).body.conflicts).toEqual([]);
    expect((await undo(added, platform)).status).toBe(200);
    expect(await abonent(id)).toBeUndefined();
  });

  it('never sign-in accounts, and nothing recorded before undo existed', async () => {
    await inAuditedTransaction(
      t.db,
      { action: 'EditUser', userId: null, sessionId: null, companyId: null, ip: '127.0.0.1' },
      (tx) =>
        tx.execute(sql`update users set display_name = display_name || '.'
          where phone_number = ${DEMO_ACCOUNTS.companyAdmin}`),
    );
    expect((await preview(await lastChange(), platform)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'notUndoable', tableName: 'users' }),
    ]);
    // A row of the trail from before undo existed: no operation, no key.
    const [old] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into audit_log (action, operation, table_name, record_id, changes, operation_id)
        values ('EditAbonent', 'UPDATE', 'abonents', gen_random_uuid()::text, '{"name": ["a", "b"]}', null)
        returning id::text as id`,
    );
    expect((await preview(old.id, platform)).body.conflicts).toEqual([
      expect.objectContaining({ reason: 'beforeUndo' }),
    ]);
  });
});

describe('restore within 30 days', () => {
  it('forgets a deleted row kept longer, and the record is no longer listed', async () => {
    const id = await addAbonent('Old Deleted');
    await ok('DeleteAbonent', { AbonentId: id }, companyB);
    const deletion = await lastChange();
    expect((await ok('GetDeletedRecords', {}, companyB)).items).toContainEqual(
      expect.objectContaining({ recordId: id }),
    );
    await t.db.execute(sql`update audit_kept set at = now() - interval '31 days' where audit_id = ${deletion}::bigint`);
    await deleteStaleRows(t.db);
    expect((await ok('GetDeletedRecords', {}, companyB)).items).not.toContainEqual(
      expect.objectContaining({ recordId: id }),
    );
    expect((await preview(deletion, companyB, 'record')).body.conflicts).toContainEqual(
      expect.objectContaining({ reason: 'expired', recordId: id }),
    );
  });
});

describe('a random sequence of changes, undone newest first', () => {
  /** Company B's residents as GetAbonentDetails reads them, by id. */
  const snapshot = async () => {
    const { items } = await ok('GetAbonentDetails', { Limit: 100 }, companyB);
    return Object.fromEntries((items as { id: string }[]).map((item) => [item.id, item]));
  };

  type Command =
    | { kind: 'add'; name: string }
    | { kind: 'edit'; pick: number; name: string; comment: string | null; floor: number }
    | { kind: 'codes'; pick: number; codes: number[] }
    | { kind: 'delete'; pick: number };
  const word = fc.constantFrom('Anna', 'Boris', 'Clara', 'Denis', 'Elena');
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), name: word }),
    fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      name: word,
      comment: fc.option(word, { nil: null }),
      floor: fc.integer({ min: -2, max: 20 }),
    }),
    fc.record({
      kind: fc.constant('codes' as const),
      pick: fc.nat(),
      codes: fc.uniqueArray(fc.integer({ min: 1, max: 16_777_215 }), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  );

  it('returns the records to where they began', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        const start = await snapshot();
        const made: string[] = [];
        for (const step of commands) {
          const ids = Object.keys(await snapshot());
          const before = await lastChange();
          if (step.kind === 'add') await addAbonent(step.name);
          else if (ids.length === 0) continue;
          else {
            const id = ids[step.pick % ids.length];
            if (step.kind === 'edit')
              await ok(
                'EditAbonent',
                { AbonentId: id, Name: step.name, Comment: step.comment, Floor: step.floor },
                companyB,
              );
            else if (step.kind === 'codes')
              await t.call(
                'UpdateAbonentCodes',
                { AbonentId: id, AccessCardAndBleTagId: step.codes },
                { headers: companyB },
              );
            else await ok('DeleteAbonent', { AbonentId: id }, companyB);
          }
          const after = await lastChange();
          if (after !== before) made.push(after);
        }
        for (const change of made.reverse()) {
          const response = await undo(change, companyB);
          expect(response.status, JSON.stringify((await preview(change, companyB)).body.conflicts)).toBe(200);
        }
        expect(await snapshot()).toStrictEqual(start);
      }),
      { seed: 43, numRuns: 6, endOnFailure: true },
    );
  }, 120_000);
});
