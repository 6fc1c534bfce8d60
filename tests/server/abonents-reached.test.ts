/**
 * Whom a save reaches (GetAbonentsReached), checked against what else the platform says of the same
 * people: an address's abonents as the abonent list filters them, a node's as who-can-pass lists them at
 * each of its doors, and a new point's as who-can-pass lists them once it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { idOf } from './support/access';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let severny: string;

const reached = async (params: Record<string, unknown>, headers = companyA) => {
  const answer = await t.call('GetAbonentsReached', params, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.abonents as number;
};

/** The abonents who-can-pass lists at a point now. */
const listedAt = async (pointId: string) => {
  const answer = await t.call(
    'GetWhoCanPass',
    { AccessPointId: pointId, At: new Date().toISOString() },
    {
      headers: companyA,
    },
  );
  return (answer.body.items as { kind: string; recordId: string }[])
    .filter((item) => item.kind === 'abonent')
    .map((item) => item.recordId);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  severny = idOf((await t.call('GetAccessObjects', {}, { headers: companyA })).body, 'ЖК «Северный квартал»');
}, 60_000);
afterAll(() => t?.close());

describe('whom a save reaches', () => {
  it('an address: the abonents registered at it; a new one: nobody', async () => {
    const abonents = (await t.call('GetAbonentDetails', { Limit: 1000 }, { headers: companyA })).body.items as {
      addressId: string | null;
    }[];
    const counts = new Map<string, number>();
    for (const { addressId } of abonents) if (addressId) counts.set(addressId, (counts.get(addressId) ?? 0) + 1);
    const [busiest, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    expect(count).toBeGreaterThan(0);
    expect(await reached({ Kind: 'address', Id: busiest })).toBe(count);
    expect(await reached({ Kind: 'address' })).toBe(0);
  });

  it('an object or perimeter: whoever passes one of its doors, as who-can-pass lists them', async () => {
    const points = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items as {
      id: string;
      perimeterId: string;
      accessObjectId: string;
    }[];
    const inObject = points.filter((point) => point.accessObjectId === severny);
    const people = new Set((await Promise.all(inObject.map((point) => listedAt(point.id)))).flat());
    expect(people.size).toBeGreaterThan(0);
    expect(await reached({ Kind: 'object', Id: severny })).toBe(people.size);

    const perimeter = inObject[0].perimeterId;
    const inPerimeter = new Set(
      (await Promise.all(inObject.filter((p) => p.perimeterId === perimeter).map((p) => listedAt(p.id)))).flat(),
    );
    expect(inPerimeter.size).toBeGreaterThan(0);
    expect(await reached({ Kind: 'perimeter', Id: perimeter })).toBe(inPerimeter.size);
    expect(await reached({ Kind: 'point', Id: inObject[0].id })).toBe((await listedAt(inObject[0].id)).length);
  });

  it('a new point: the abonents whose zone covers its perimeter, as who-can-pass lists them once it exists', async () => {
    const perimeters = (await t.call('GetAccessPerimeters', { AccessObjectId: severny }, { headers: companyA })).body;
    const courtyard = idOf(perimeters, 'Закрытый двор');
    const before = await reached({ Kind: 'point', PerimeterId: courtyard });
    expect(before).toBeGreaterThan(0);
    const lock = (await t.call('GetLocks', { Search: 'SK-9001' }, { headers: companyA })).body.items[0].id;
    const created = await t.call(
      'CreateAccessPoint',
      { DisplayName: 'Калитка для проверки охвата', LockId: lock, PerimeterId: courtyard },
      { headers: companyA },
    );
    expect(created.status).toBe(200);
    expect((await listedAt(created.body.id)).length).toBe(before);
    // A new object or perimeter has no door yet.
    expect(await reached({ Kind: 'object' })).toBe(0);
    expect(await reached({ Kind: 'perimeter' })).toBe(0);
  });

  it("another company's address, node or perimeter is not found", async () => {
    const riverside = (await t.call('GetAccessObjects', {}, { headers: companyB })).body.items[0].id as string;
    for (const params of [
      { Kind: 'object', Id: riverside },
      { Kind: 'address', Id: riverside },
      { Kind: 'point', PerimeterId: riverside },
    ]) {
      const answer = await t.call('GetAbonentsReached', params, { headers: companyA });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(errors.notFound);
    }
  });
});
