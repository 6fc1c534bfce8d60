/**
 * Bulk changes of abonents' keys (issue 43): block, unblock and extend, by ticked ids or by the list of
 * one abonent's keys; the preview writes nothing and names the keys that stop working and the doors; the
 * change is one transaction, each key's move in its history, and undoes as one step; another company's
 * keys or abonent are refused, and so is a role that may not manage residents.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonentKeyBulkMessages } from '../../contract/abonent-key-bulk';
import { bulkMessages } from '../../contract/bulk';
import { COMPANY_TOKEN_SCHEME } from '../../contract/company-api-token';
import { errors, validation } from '../../contract/messages';
import { abonentKeys, auditLog, doorCredentials, keyStatusChanges } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
/** Company A's two abonents in a zone with doors, and company B's one. */
let holders: string[];
let theirHolder: string;
/** Their keys: per abonent an approved permanent key, an approved temporary one and one only sent. */
let working: string[];
let temporary: string[];
let sent: string[];
let theirKey: string;

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const ok = async (action: string, params: Record<string, unknown>, headers: Record<string, string>) => {
  const response = await t.call(action, params, { headers });
  expect(response.status, `${action} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
};

/** A key of the abonent, accepted by its holder (a working key) unless `accepted` is false. */
const newKey = async (
  headers: Record<string, string>,
  AbonentId: string,
  kind: 'permanent' | 'temporary',
  accepted = true,
) => {
  const period = kind === 'temporary' ? { ValidFrom: at(-DAY), ValidUntil: at(2 * DAY) } : {};
  const { id } = await ok('AddAbonentKey', { AbonentId, Title: `Bulk ${kind}`, KeyType: kind, ...period }, headers);
  if (accepted) await ok('ChangeAbonentKeyStatus', { KeyId: id, Status: 'approved' }, headers);
  return id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  const [{ companyId }] = (await t.call('GetProfiles', {}, { headers: companyA })).body.items;
  const [{ zone }] = await queryRows<{ zone: string }>(
    t.db,
    sql`select access_object_id::text as zone from access_points
      where company_id = ${companyId} order by display_name limit 1`,
  );
  holders = [];
  working = [];
  temporary = [];
  sent = [];
  for (const n of [1, 2]) {
    const { id } = await ok(
      'AddAbonent',
      { Name: `Key bulk ${n}`, PhoneNumber: `+7916533000${n}`, AccessZoneId: zone },
      companyA,
    );
    holders.push(id);
    working.push(await newKey(companyA, id, 'permanent'));
    const temp = await newKey(companyA, id, 'temporary');
    working.push(temp);
    temporary.push(temp);
    sent.push(await newKey(companyA, id, 'permanent', false));
  }
  theirHolder = (await ok('AddAbonent', { Name: 'Key bulk theirs', PhoneNumber: '+79165330009' }, companyB)).id;
  theirKey = await newKey(companyB, theirHolder, 'permanent');
}, 60_000);
afterAll(() => t?.close());

const preview = (params: Record<string, unknown>, headers = companyA) =>
  t.call('PreviewAbonentKeysChange', params, { headers });
const change = (params: Record<string, unknown>, headers = companyA) =>
  t.call('ChangeAbonentKeys', params, { headers });

const statuses = async (ids: string[]) =>
  (
    await t.db
      .select({ status: abonentKeys.status })
      .from(abonentKeys)
      .where(inArray(abonentKeys.id, ids))
      .orderBy(asc(abonentKeys.id))
  ).map((row) => row.status);

/** The app keys the doors hold for the test's abonents. */
const keysAtDoors = async () =>
  (
    await t.db
      .selectDistinct({ credential: doorCredentials.credentialId })
      .from(doorCredentials)
      .where(and(inArray(doorCredentials.abonentId, holders), sql`${doorCredentials.credentialId} like 'mobileKey:%'`))
  ).length;

const lastTrailId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0].id;

describe('blocking ticked keys', () => {
  it('previews without writing, blocks what it counted, and undoes as one step', async () => {
    const all = [...working, ...sent];
    expect(await keysAtDoors()).toBe(working.length);
    const trailBefore = await lastTrailId();

    const seen = await preview({ Operation: 'block', Selection: 'ids', KeyIds: all });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    // The sent keys open nothing and cannot be blocked: left out of the count.
    expect(seen.body).toMatchObject({ selected: all.length, changed: working.length, holdersAtDoors: 2, starting: [] });
    expect(seen.body.stopping).toEqual([{ kind: 'mobileKey', count: working.length }]);
    expect(seen.body.doors).toBeGreaterThan(0);
    expect(seen.body.doorNames.length).toBeGreaterThan(0);
    expect(await statuses(working)).toEqual(working.map(() => 'approved'));
    expect(await lastTrailId()).toBe(trailBefore);

    const done = await change({ Operation: 'block', Selection: 'ids', KeyIds: all });
    expect(done.body).toEqual({ selected: all.length, changed: working.length });
    expect(await statuses(working)).toEqual(working.map(() => 'blocked'));
    expect(await statuses(sent)).toEqual(sent.map(() => 'sent'));
    expect(await keysAtDoors()).toBe(0);
    const history = await t.db
      .select()
      .from(keyStatusChanges)
      .where(and(inArray(keyStatusChanges.abonentKeyId, working), eq(keyStatusChanges.toStatus, 'blocked')));
    expect(history).toHaveLength(working.length);
    expect(history.every((row) => row.fromStatus === 'approved' && row.changedBy)).toBe(true);

    // One change on the trail: every key's row under one operation, undone together.
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, trailBefore), eq(auditLog.tableName, 'abonent_keys')));
    expect(trail).toHaveLength(working.length);
    expect(new Set(trail.map((row) => row.operationId)).size).toBe(1);
    const undoPreview = await t.call('GetUndoPreview', { AuditId: String(trail[0].id) }, { headers: companyA });
    expect(undoPreview.body.conflicts).toEqual([]);
    const undone = await t.call('UndoChange', { AuditId: String(trail[0].id) }, { headers: companyA });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await statuses(working)).toEqual(working.map(() => 'approved'));
    expect(await keysAtDoors()).toBe(working.length);
    // Each key's history ends where the key is: the undo's move back is in it, by whoever undid.
    const undoneMoves = await t.db
      .select()
      .from(keyStatusChanges)
      .where(and(inArray(keyStatusChanges.abonentKeyId, working), eq(keyStatusChanges.fromStatus, 'blocked')));
    expect(undoneMoves).toHaveLength(working.length);
    expect(undoneMoves.every((row) => row.toStatus === 'approved' && row.changedBy === history[0].changedBy)).toBe(
      true,
    );
  });

  it('blocks and unblocks all the keys of ticked abonents from the abonents’ bulk change', async () => {
    const blocked = await t.call(
      'ChangeAbonents',
      { Operation: 'blockKeys', Selection: 'ids', AbonentIds: holders },
      { headers: companyA },
    );
    expect(blocked.body).toEqual({ selected: 2, changed: working.length });
    expect(await keysAtDoors()).toBe(0);
    const seen = await preview({ Operation: 'unblock', Selection: 'ids', KeyIds: working });
    expect(seen.body).toMatchObject({ changed: working.length, stopping: [] });
    expect(seen.body.starting).toEqual([{ kind: 'mobileKey', count: working.length }]);
    const unblocked = await t.call(
      'ChangeAbonents',
      { Operation: 'unblockKeys', Selection: 'ids', AbonentIds: holders },
      { headers: companyA },
    );
    expect(unblocked.body).toEqual({ selected: 2, changed: working.length });
    expect(await statuses(working)).toEqual(working.map(() => 'approved'));
    expect(await keysAtDoors()).toBe(working.length);
  });
});

describe('extending the period of every key the list finds', () => {
  it('extends the temporary keys of the abonent, later only, and the doors learn the new end', async () => {
    const ValidUntil = at(30 * DAY);
    const params = { Operation: 'extend', Selection: 'matching', AbonentId: holders[0], ValidUntil };
    const seen = await preview(params);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    // The abonent's three keys are selected; one is temporary. Nothing stops or starts: its end moves.
    expect(seen.body).toMatchObject({ selected: 3, changed: 1, stopping: [], starting: [], holdersAtDoors: 1 });
    expect((await change(params)).body).toEqual({ selected: 3, changed: 1 });
    const [key] = await t.db.select().from(abonentKeys).where(eq(abonentKeys.id, temporary[0]));
    expect(key.validUntil?.toISOString()).toBe(new Date(ValidUntil).toISOString());
    const [held] = await t.db
      .select({ credential: doorCredentials.credential })
      .from(doorCredentials)
      .where(eq(doorCredentials.credentialId, `mobileKey:${temporary[0]}:${holders[0]}`))
      .limit(1);
    expect((held.credential as { until: string }).until).toBe(new Date(ValidUntil).toISOString());
    // An earlier end is no extension: nothing changes.
    expect((await change({ ...params, ValidUntil: at(DAY) })).body.changed).toBe(0);
  });

  it('refuses an end in the past, or none', async () => {
    for (const [ValidUntil, message] of [
      [at(-DAY), abonentKeyBulkMessages.untilPast],
      [undefined, validation.required],
    ] as const) {
      const response = await change({ Operation: 'extend', Selection: 'ids', KeyIds: temporary, ValidUntil });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ ValidUntil: message });
    }
  });
});

describe('what a bulk change of keys refuses', () => {
  it('refuses another company’s keys, even among its own, and another company’s abonent', async () => {
    for (const KeyIds of [[theirKey], [working[0], theirKey]]) {
      const params = { Operation: 'block', Selection: 'ids', KeyIds };
      for (const response of [await preview(params), await change(params)]) {
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ KeyIds: bulkMessages.notFound });
      }
    }
    const matching = await change({ Operation: 'block', Selection: 'matching', AbonentId: theirHolder });
    expect(matching.status).toBe(400);
    expect(matching.body.fields).toEqual({ AbonentId: errors.notFound });
    expect(await statuses([theirKey, working[0]])).toEqual(['approved', 'approved']);
    expect(
      (
        await t.call(
          'ChangeAbonentKeys',
          { Operation: 'block', Selection: 'ids', KeyIds: [theirKey] },
          { headers: companyB },
        )
      ).body,
    ).toEqual({
      selected: 1,
      changed: 1,
    });
  });

  it('refuses a role that may not manage residents', async () => {
    const issued = await ok(
      'IssueCompanyApiToken',
      { ValidDays: 1, Name: 'Bulk accountant', Role: 'accountant' },
      companyA,
    );
    const headers = { authorization: `${COMPANY_TOKEN_SCHEME} ${issued.id}:${issued.token}` };
    for (const action of ['PreviewAbonentKeysChange', 'ChangeAbonentKeys']) {
      const response = await t.call(action, { Operation: 'block', Selection: 'ids', KeyIds: working }, { headers });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(errors.forbiddenPermission);
    }
    expect(await statuses(working)).toEqual(working.map(() => 'approved'));
  });

  it('takes ids with the ticked keys’ selection, and an abonent with every key found', async () => {
    for (const [params, field] of [
      [{ Operation: 'block', Selection: 'ids' }, { KeyIds: bulkMessages.selection }],
      [{ Operation: 'block', Selection: 'matching' }, { AbonentId: validation.required }],
    ] as const) {
      const response = await change(params);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual(field);
    }
  });
});
