/**
 * An abonent's page says how they are let in (GetAbonentAccess): the doors whose sets hold their
 * credentials, as Who can pass lists them at each door, with what each door holds; and the access rights
 * granted to their phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

const accessOf = async (AbonentId: string, headers = companyA) =>
  t.call('GetAbonentAccess', { AbonentId }, { headers });

describe('how an abonent is let in', () => {
  it('names the doors Who can pass lists them at, with what each holds, and their zone', async () => {
    const abonents = (await t.call('GetAbonentDetails', { Limit: 100 }, { headers: companyA })).body.items as {
      id: string;
      accessZone: string | null;
      phoneNumber: string;
    }[];
    const zoned = abonents.find((abonent) => abonent.accessZone)!;
    const answer = await accessOf(zoned.id);
    expect(answer.status).toBe(200);
    expect(answer.body.zone).toBe(zoned.accessZone);

    const points = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items as { id: string }[];
    const at = new Date().toISOString();
    const listedAt: string[] = [];
    for (const point of points) {
      const who = await t.call('GetWhoCanPass', { AccessPointId: point.id, At: at }, { headers: companyA });
      if (who.body.items.some((item: { recordId: string }) => item.recordId === zoned.id)) listedAt.push(point.id);
    }
    expect(listedAt.length).toBeGreaterThan(0);
    expect(answer.body.doors.map((door: { id: string }) => door.id).sort()).toEqual(listedAt.sort());
    expect(answer.body.doorsTotal).toBe(listedAt.length);
    for (const door of answer.body.doors) expect(door.means).toContain('phone');

    // Without a zone: no door, said so.
    const unzoned = abonents.find((abonent) => !abonent.accessZone);
    if (unzoned) expect((await accessOf(unzoned.id)).body).toMatchObject({ zone: null, doors: [], doorsTotal: 0 });
  });

  it('lists the access rights in force granted to their phone, not a revoked one', async () => {
    const abonent = (await t.call('GetAbonentDetails', { Limit: 1 }, { headers: companyA })).body.items[0];
    const point = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items[0];
    const grant = (Name: string) =>
      t.call(
        'AddAccessRight',
        { Name, Type: 'permanent', TargetId: point.id, Phone: `+${abonent.phoneNumber}` },
        { headers: companyA },
      );
    const kept = await grant('Право для проверки');
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const revoked = await grant('Отозванное право');
    await t.call('RevokeAccessRight', { AccessRightId: revoked.body.id }, { headers: companyA });
    const names = (await accessOf(abonent.id)).body.rights.map((right: { name: string }) => right.name);
    expect(names).toContain('Право для проверки');
    expect(names).not.toContain('Отозванное право');
  });

  // Another company's abonents: tests/server/cross-company.test.ts sends every AbonentId of company B.
  it('an abonent that is not the company’s is not found', async () => {
    const answer = await accessOf('0b7e1a52-5d33-4c2e-9a1f-2f6d8c0e4b11');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(errors.notFound);
  });
});
