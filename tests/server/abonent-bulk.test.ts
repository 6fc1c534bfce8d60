/**
 * Bulk changes of abonents (issue 43): by ticked ids or by the list's search; the preview writes nothing
 * and its counts are what the change then makes; another company's abonents are refused; the change
 * is one transaction, each changed row on the audit trail, and the doors learn it.
 */
import { and, eq, gt, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '../../contract/bulk';
import { abonentMessages } from '../../contract/abonent';
import { errors } from '../../contract/messages';
import { COMPANY_ROLES } from '../../contract/permissions';
import { previewUndo, undoChange } from '../../server/audit/undo-change';
import { abonentCodes, abonents, auditLog, credentialVersions, doorCredentials } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;
/** The abonents whose cards the first test blocks, for the next to unblock. */
let blockedOnes: string[] = [];

/** Company B's abonent, made by the test: the demo company B has none. */
let theirs: string;

/** An abonent of the session's company with its cards, in `zone` when given. */
const newAbonent = async (headers: Record<string, string>, name: string, codes: number[], zone?: string) => {
  const added = await t.call(
    'AddAbonent',
    { Name: name, PhoneNumber: `+79165${String(codes[0]).slice(-6)}`, AccessZoneId: zone },
    { headers },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  if (codes.length > 0) {
    await t.call('UpdateAbonentCodes', { AbonentId: added.body.id, AccessCardAndBleTagId: codes }, { headers });
  }
  return added.body.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  // Four abonents of company A with two cards each, in an access object with doors.
  const [{ zone }] = await queryRows<{ zone: string }>(
    t.db,
    sql`select access_object_id::text as zone from access_points
      where company_id = ${companyAId} order by display_name limit 1`,
  );
  for (const n of [1, 2, 3, 4])
    await newAbonent(companyA, `Bulk test ${n}`, [15_100_000 + n * 2, 15_100_001 + n * 2], zone);
  theirs = await newAbonent(companyB, 'Bulk test theirs', [15_200_001]);
}, 60_000);
afterAll(() => t?.close());

const preview = (params: Record<string, unknown>, headers = companyA) =>
  t.call('PreviewAbonentsChange', params, { headers });
const change = (params: Record<string, unknown>, headers = companyA) => t.call('ChangeAbonents', params, { headers });

/** Company A's abonents with a working card that a door holds, the first `count` of them. */
const abonentsWithCardsAtDoors = async (count: number) => {
  const rows = await t.db
    .selectDistinct({ id: doorCredentials.abonentId })
    .from(doorCredentials)
    .where(and(eq(doorCredentials.companyId, companyAId), sql`${doorCredentials.credentialId} like 'card:%'`))
    .orderBy(doorCredentials.abonentId)
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id!);
};

const workingCards = async (ids: string[]) =>
  t.db
    .select({ code: abonentCodes.code })
    .from(abonentCodes)
    .where(and(inArray(abonentCodes.abonentId, ids), isNull(abonentCodes.blockedAt)));

const cardsAtDoors = async (ids: string[]) =>
  (
    await t.db
      .select({ point: doorCredentials.accessPointId })
      .from(doorCredentials)
      .where(and(inArray(doorCredentials.abonentId, ids), sql`${doorCredentials.credentialId} like 'card:%'`))
  ).length;

const lastTrailId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0].id;

const companyVersion = async () =>
  (await t.db.select().from(credentialVersions).where(eq(credentialVersions.companyId, companyAId)))[0]?.version;

describe('blocking and unblocking the cards of ticked abonents', () => {
  it('previews without writing, then blocks exactly what the preview counted, on the trail as one group', async () => {
    const ids = await abonentsWithCardsAtDoors(2);
    expect(ids).toHaveLength(2);
    const cards = await workingCards(ids);
    expect(cards.length).toBeGreaterThan(0);
    const [trailBefore, versionBefore] = [await lastTrailId(), await companyVersion()];

    const seen = await preview({ Operation: 'blockCards', Selection: 'ids', AbonentIds: ids });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ selected: 2, changed: cards.length, holdersAtDoors: 2 });
    expect(seen.body.stopping).toEqual([{ kind: 'card', count: cards.length }]);
    expect(seen.body.starting).toEqual([]);
    expect(seen.body.doors).toBeGreaterThan(0);
    expect(seen.body.doorNames.length).toBeGreaterThan(0);
    // Nothing written: the cards work, the trail and the doors' version are where they were.
    expect(await workingCards(ids)).toHaveLength(cards.length);
    expect(await lastTrailId()).toBe(trailBefore);
    expect(await companyVersion()).toBe(versionBefore);

    const done = await change({ Operation: 'blockCards', Selection: 'ids', AbonentIds: ids });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ selected: 2, changed: cards.length });
    blockedOnes = ids;
    expect(await workingCards(ids)).toEqual([]);
    expect(await cardsAtDoors(ids)).toBe(0);
    expect(await companyVersion()).toBeGreaterThan(versionBefore ?? 0);

    const trail = await t.db.select().from(auditLog).where(gt(auditLog.id, trailBefore));
    expect(trail).toHaveLength(cards.length);
    for (const row of trail) {
      expect(row).toMatchObject({ action: 'ChangeAbonents', tableName: 'abonent_codes', operation: 'UPDATE' });
      expect(row.changes).toHaveProperty('blocked_at');
    }
    // One transaction: every row carries its start.
    expect(new Set(trail.map((row) => row.at.toISOString())).size).toBe(1);
  });

  it('unblocks them again: the preview says they start working, and they are back at the same doors', async () => {
    const ids = blockedOnes;
    const blocked = await t.db
      .select({ code: abonentCodes.code })
      .from(abonentCodes)
      .where(and(inArray(abonentCodes.abonentId, ids), isNotNull(abonentCodes.blockedAt)));
    const seen = await preview({ Operation: 'unblockCards', Selection: 'ids', AbonentIds: ids });
    expect(seen.body).toMatchObject({ changed: blocked.length, stopping: [] });
    expect(seen.body.starting).toEqual([{ kind: 'card', count: blocked.length }]);
    const done = await change({ Operation: 'unblockCards', Selection: 'ids', AbonentIds: ids });
    expect(done.body.changed).toBe(blocked.length);
    expect(await cardsAtDoors(ids)).toBeGreaterThan(0);
    // Again: nothing left to change.
    expect((await preview({ Operation: 'unblockCards', Selection: 'ids', AbonentIds: ids })).body.changed).toBe(0);
  });
});

describe('every abonent the list finds', () => {
  it('takes the abonents the list search finds, and sets their tariff', async () => {
    const [first] = (await t.call('GetAbonents', { Limit: 1 }, { headers: companyA })).body.items;
    const Search = first.name;
    const listed = await t.call('GetAbonents', { Search, Limit: 100 }, { headers: companyA });
    const { items: tariffs } = (await t.call('GetTariffPolicies', {}, { headers: companyA })).body;
    const TariffId = tariffs[0].id;
    const params = { Operation: 'setTariff', Selection: 'matching', Search, TariffId };
    const unlike = listed.body.items.filter((row: { tariffId: string | null }) => row.tariffId !== TariffId).length;

    const seen = await preview(params);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    // A tariff changes nothing at the doors.
    expect(seen.body).toMatchObject({ selected: listed.body.total, changed: unlike, doors: 0, stopping: [] });
    const done = await change(params);
    expect(done.body).toEqual({ selected: listed.body.total, changed: unlike });
    const after = await t.call('GetAbonents', { Search, Limit: 100 }, { headers: companyA });
    expect(after.body.items.every((row: { tariffId: string }) => row.tariffId === TariffId)).toBe(true);
  });

  it('takes the access zone away: their credentials stop at every door they held them', async () => {
    const ids = await abonentsWithCardsAtDoors(1);
    const held = await t.db.select().from(doorCredentials).where(inArray(doorCredentials.abonentId, ids));
    const params = { Operation: 'setAccessZone', Selection: 'ids', AbonentIds: ids, AccessZoneId: null };
    const seen = await preview(params);
    expect(seen.body).toMatchObject({
      selected: 1,
      changed: 1,
      doors: new Set(held.map((row) => row.accessPointId)).size,
      holdersAtDoors: 1,
      starting: [],
    });
    expect(seen.body.stopping).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'card' })]));
    expect((await change(params)).body.changed).toBe(1);
    expect(await t.db.select().from(doorCredentials).where(inArray(doorCredentials.abonentId, ids))).toEqual([]);
  });
});

describe('what a bulk change refuses or leaves out', () => {
  it('refuses another company’s abonents, even among its own, and a tariff not its own', async () => {
    const [own] = await abonentsWithCardsAtDoors(1);
    for (const AbonentIds of [[theirs], [own, theirs]]) {
      const params = { Operation: 'delete', Selection: 'ids', AbonentIds };
      for (const response of [await preview(params), await change(params)]) {
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ AbonentIds: bulkMessages.notFound });
      }
    }
    expect(await t.db.$count(abonents, inArray(abonents.id, [own, theirs]))).toBe(2);

    const mine = await abonentsWithCardsAtDoors(1);
    const refused = await change({
      Operation: 'setTariff',
      Selection: 'ids',
      AbonentIds: mine,
      TariffId: theirs,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ TariffId: abonentMessages.tariffNotFound });
  });

  it('takes ids with the ticked rows’ selection, and only then', async () => {
    const ids = await abonentsWithCardsAtDoors(1);
    for (const params of [
      { Operation: 'blockCards', Selection: 'ids' },
      { Operation: 'blockCards', Selection: 'matching', AbonentIds: ids },
    ]) {
      const response = await change(params);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: errors.invalidParams, fields: { AbonentIds: bulkMessages.selection } });
    }
  });
});

describe('deleting ticked abonents', () => {
  it('deletes them with their cards, each row on the trail, the doors told', async () => {
    const ids = await abonentsWithCardsAtDoors(2);
    const seen = await preview({ Operation: 'delete', Selection: 'ids', AbonentIds: ids });
    expect(seen.body).toMatchObject({ selected: 2, changed: 2, holdersAtDoors: 2, starting: [] });
    const trailBefore = await lastTrailId();
    const deletedCodes = await t.db.select().from(abonentCodes).where(inArray(abonentCodes.abonentId, ids));
    expect((await change({ Operation: 'delete', Selection: 'ids', AbonentIds: ids })).body).toEqual({
      selected: 2,
      changed: 2,
    });
    expect(await t.db.$count(abonents, inArray(abonents.id, ids))).toBe(0);
    expect(await t.db.select().from(doorCredentials).where(inArray(doorCredentials.abonentId, ids))).toEqual([]);
    const deleted = await t.db
      .select({ recordId: auditLog.recordId })
      .from(auditLog)
      .where(and(gt(auditLog.id, trailBefore), eq(auditLog.tableName, 'abonents'), eq(auditLog.operation, 'DELETE')));
    expect(deleted.map((row) => row.recordId).sort()).toEqual([...ids].sort());

    // One of them restored alone (Recently deleted), with their cards, though the deletion has more rows
    // than one transaction undoes (here, as a bulk deletion of thousands does).
    const [entry] = await queryRows<{ id: string }>(
      t.db,
      sql`select id::text as id from audit_log where id > ${trailBefore} and table_name = 'abonents'
        and record_id = ${ids[0]}`,
    );
    const caller = { companyId: companyAId, permissions: new Set<string>(COMPANY_ROLES.director) };
    const limits = { wholeRows: 2, partRows: 2, sliceMs: 0 };
    expect(await previewUndo(t.db, caller, entry.id, 'record', limits)).toMatchObject({ conflicts: [], parts: 1 });
    const audit = { action: 'UndoChange', userId: null, sessionId: null, companyId: companyAId, ip: '127.0.0.1' };
    const codes = deletedCodes.filter((code) => code.abonentId === ids[0]).map((code) => code.code);
    expect(await undoChange(t.db, caller, audit, entry.id, 'record', limits)).toMatchObject({ done: true });
    expect(await t.db.$count(abonents, inArray(abonents.id, ids))).toBe(1);
    const restored = await t.db.select().from(abonentCodes).where(eq(abonentCodes.abonentId, ids[0]));
    expect(restored.map((code) => code.code).sort()).toEqual(codes.sort());
  });
});
