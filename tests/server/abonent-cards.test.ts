/**
 * A lost card blocked rather than deleted (issue 40): kept on its abonent, marked lost with when and by
 * whom, refused at every door (gone from the doors' credential sets), never taken back by a save of the
 * list; and the cards' issue dates, which a save keeps for the cards it keeps.
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonentMessages } from '../../contract/abonent';
import { errors, withArgs } from '../../contract/messages';
import {
  abonentCodeRemovals,
  abonentCodes,
  abonents,
  auditLog,
  doorCredentials,
  passEvents,
  users,
} from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
}, 60_000);
afterAll(() => t?.close());

/** A card of the demo company that opens at least one door now, with its abonent. */
const cardAtADoor = async () => {
  const [entry] = await t.db
    .select({ credentialId: doorCredentials.credentialId, abonentId: doorCredentials.abonentId })
    .from(doorCredentials)
    .where(like(doorCredentials.credentialId, 'card:%'))
    .orderBy(doorCredentials.credentialId)
    .limit(1);
  return { code: Number(entry.credentialId.split(':')[1]), abonentId: entry.abonentId! };
};

/** A working card of the demo company's abonents, wherever it opens. */
const workingCard = async () => {
  const [card] = await t.db
    .select({ code: abonentCodes.code, abonentId: abonentCodes.abonentId })
    .from(abonentCodes)
    .where(isNull(abonentCodes.blockedAt))
    .orderBy(abonentCodes.code)
    .limit(1);
  return card;
};

const doorsOf = async (code: number) =>
  (
    await t.db
      .select()
      .from(doorCredentials)
      .where(like(doorCredentials.credentialId, `card:${code}:%`))
  ).length;

const block = (AbonentId: string, Code: number, headers = companyA) =>
  t.call('BlockAbonentCard', { AbonentId, Code }, { headers });

describe('BlockAbonentCard', () => {
  it('keeps the card, marks it lost with when and by whom, and takes it from every door', async () => {
    const { code, abonentId } = await cardAtADoor();
    expect(await doorsOf(code)).toBeGreaterThan(0);
    const before = Date.now();
    const response = await block(abonentId, code);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [admin] = await t.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));
    expect(response.body.accessCardAndBleTagId).not.toContain(code);
    expect(response.body.blockedCards).toEqual([{ code, blockedAt: expect.any(String), blockedBy: admin.name }]);
    expect(Date.parse(response.body.blockedCards[0].blockedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Kept, and at no door.
    expect(await t.db.select().from(abonentCodes).where(eq(abonentCodes.code, code))).toHaveLength(1);
    expect(await doorsOf(code)).toBe(0);
    // On the audit trail, as the Action that did it.
    const [record] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BlockAbonentCard'), eq(auditLog.recordId, abonentId)));
    expect(record.changes).toMatchObject({ blocked_at: [null, expect.any(String)] });

    // Once only; and a save of the list neither takes it back nor unblocks it.
    expect(await block(abonentId, code)).toMatchObject({
      status: 409,
      body: { fields: { Code: abonentMessages.cardBlocked } },
    });
    const working = response.body.accessCardAndBleTagId as number[];
    const again = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: abonentId, AccessCardAndBleTagId: [...working, code] },
      { headers: companyA },
    );
    expect(again).toMatchObject({
      status: 409,
      body: { fields: { AccessCardAndBleTagId: withArgs(abonentMessages.codeBlocked, { code }) } },
    });
    expect(
      (
        await t.call(
          'UpdateAbonentCodes',
          { AbonentId: abonentId, AccessCardAndBleTagId: working },
          { headers: companyA },
        )
      ).status,
    ).toBe(200);
    const [kept] = await t.db.select().from(abonentCodes).where(eq(abonentCodes.code, code));
    expect(kept.blockedAt).not.toBeNull();
  });

  it('refuses a card the abonent does not have, and another company’s abonent', async () => {
    const { code, abonentId } = await workingCard();
    expect(await block(abonentId, 16_777_000)).toMatchObject({
      status: 404,
      body: { fields: { Code: abonentMessages.cardNotFound } },
    });
    expect(await block(abonentId, code, companyB)).toMatchObject({ status: 404, body: { error: errors.notFound } });
    expect((await t.db.select().from(abonentCodes).where(eq(abonentCodes.code, code)))[0].blockedAt).toBeNull();
  });
});

describe('the journal reads a blocked card as blocked', () => {
  it('explains a pass of a card blocked before it as a blocked card, and one before the blocking as before', async () => {
    const { code, abonentId } = await workingCard();
    const [point] = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items;
    const device = await deviceHeaders(t, companyAId);
    const pass = (eventId: string, occurredAt: string) =>
      t.call(
        'AddPassEvents',
        {
          Events: [
            {
              eventId,
              accessPointId: point.id,
              occurredAt,
              keyType: 'card',
              cardId: String(code),
              phone: null,
              result: 'opened',
            },
          ],
        },
        { headers: device },
      );
    const before = new Date(Date.now() - 60_000).toISOString();
    expect((await block(abonentId, code)).status).toBe(200);
    const after = new Date(Date.now() + 1000).toISOString();
    expect((await pass(`blocked-${code}-before`, before)).status).toBe(200);
    expect((await pass(`blocked-${code}-after`, after)).status).toBe(200);
    const rules = await t.db
      .select({
        at: passEvents.occurredAt,
        rule: sql<string>`${passEvents.decision} ->> 'rule'`,
        userName: passEvents.userName,
      })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyAId), eq(passEvents.cardId, String(code))))
      .orderBy(passEvents.occurredAt);
    const [abonent] = await t.db.select({ name: abonents.name }).from(abonents).where(eq(abonents.id, abonentId));
    expect(rules.map(({ rule, userName }) => [rule, userName]).slice(-2)).toEqual([
      [expect.not.stringMatching(/^cardBlocked$/), abonent.name],
      ['cardBlocked', abonent.name],
    ]);
  });
});

describe('UpdateAbonentCodes and issue dates', () => {
  it('keeps the issue date of a card it keeps, issues a new one now and records the one it drops as removed', async () => {
    const { code, abonentId } = await workingCard();
    const long = new Date(Date.now() - 200 * 86_400_000);
    await t.db.update(abonentCodes).set({ issuedAt: long }).where(eq(abonentCodes.code, code));
    const { accessCardAndBleTagId: working } = (
      await t.call('GetAbonentDetails', { Id: abonentId }, { headers: companyA })
    ).body.items[0];
    const dropped = (working as number[]).filter((other) => other !== code);
    const saved = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: abonentId, AccessCardAndBleTagId: [code, 16_700_001] },
      { headers: companyA },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rows = await t.db.select().from(abonentCodes).where(eq(abonentCodes.abonentId, abonentId));
    const issued = Object.fromEntries(rows.map((row) => [row.code, row.issuedAt.getTime()]));
    expect(issued[code]).toBe(long.getTime());
    expect(issued[16_700_001]).toBeGreaterThan(Date.now() - 60_000);
    const removed = await t.db
      .select({ code: abonentCodeRemovals.code })
      .from(abonentCodeRemovals)
      .where(eq(abonentCodeRemovals.abonentId, abonentId));
    expect(removed.map((row) => row.code).sort()).toEqual([...dropped].sort());
  });
});
