import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonentKeys, companies, keys, keyStatusChanges, users } from '../../server/db/schema';
import { deleteStaleRows } from '../../server/housekeeping';
import {
  EXPIRED,
  type KeyStatus,
  keyStatuses,
  keyTransitions,
  keyStatusLabel,
  manualKeyTransitions,
  transitionRefusal,
} from '../../contract/key-status';
import { keyMessages } from '../../contract/abonent-key';
import { validation } from '../../contract/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let severnyId: string;
/** A demo company admin's phone (Игорь Лебедев, УК «Северный квартал»). */
const LEBEDEV = '79161234501';
let riversideId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA, companyB } = await demoSessions(t));
  const byName = async (name: string) =>
    (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0].id;
  severnyId = await byName('УК «Северный квартал»');
  riversideId = await byName('Riverside Property Management');
});
afterAll(() => t.close());

const addRegKey = async (params: Record<string, unknown> = {}) => {
  const response = await t.call(
    'AddRegKey',
    { CompanyId: severnyId, PhoneNumber: '+7 903 555-77-01', Title: 'Тестовый ключ', KeyType: 'permanent', ...params },
    { headers: platform },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};
const regKey = async (id: string) => (await t.call('GetRegKeys', { Id: id }, { headers: platform })).body.items[0];
const move = (id: string, status: KeyStatus) =>
  t.call('ChangeRegKeyStatus', { KeyId: id, Status: status }, { headers: platform });

/** The shortest path of a person's moves from 'none' to each status (breadth first over the graph). */
const pathsFromNone = (() => {
  const paths = new Map<KeyStatus, KeyStatus[]>([['none', []]]);
  const queue: KeyStatus[] = ['none'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const to of manualKeyTransitions(from)) {
      if (paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, to]);
      queue.push(to);
    }
  }
  return paths;
})();

/** A new registration key brought to `status`: by the Actions, or for 'expired' by a period that has ended. */
async function keyIn(status: KeyStatus): Promise<string> {
  if (status === EXPIRED) {
    return addRegKey({
      KeyType: 'temporary',
      ValidFrom: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      ValidUntil: new Date(Date.now() - 86_400_000).toISOString(),
    });
  }
  const id = await addRegKey();
  for (const step of pathsFromNone.get(status)!) expect((await move(id, step)).status).toBe(200);
  return id;
}

describe('the key transition graph', () => {
  it('lets a person reach every status but expired from none', () => {
    expect([...pathsFromNone.keys()].sort()).toEqual(keyStatuses.filter((status) => status !== EXPIRED).sort());
  });

  const allowed = keyStatuses.flatMap((from) => manualKeyTransitions(from).map((to) => [from, to] as const));
  it.each(allowed)('moves a key from %s to %s, and its history says who and when', async (from, to) => {
    const id = await keyIn(from);
    const response = await move(id, to);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id, status: to });
    expect((await regKey(id)).status).toBe(to);
    const history = (await t.call('GetRegKeyStatusHistory', { KeyId: id }, { headers: platform })).body.items;
    expect(history.at(-1)).toEqual({
      id: expect.any(String),
      fromStatus: from,
      toStatus: to,
      changedBy: 'Анна Петрова',
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(history.map((change: { toStatus: string }) => change.toStatus)).toEqual([...pathsFromNone.get(from)!, to]);
  });

  // From each status, one move the graph does not have (the first status it does not lead to).
  const refused = keyStatuses.map(
    (from) => [from, keyStatuses.find((to) => !(keyTransitions[from] as readonly string[]).includes(to))!] as const,
  );
  it.each(refused)(
    'refuses a move from %s to %s with 409 naming both states, and changes nothing',
    async (from, to) => {
      const id = await keyIn(from);
      const before = (await t.call('GetRegKeyStatusHistory', { KeyId: id }, { headers: platform })).body.items.length;
      const response = await move(id, to);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: transitionRefusal(from, to) });
      expect(response.body.error).toContain(keyStatusLabel(from));
      expect(response.body.error).toContain(keyStatusLabel(to));
      expect((await regKey(id)).status).toBe(from);
      expect((await t.call('GetRegKeyStatusHistory', { KeyId: id }, { headers: platform })).body.items).toHaveLength(
        before,
      );
    },
  );

  it('refuses expired as a person’s move, even where time may take the key', async () => {
    const id = await keyIn('approved');
    const response = await move(id, EXPIRED);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(transitionRefusal('approved', EXPIRED));
  });

  it('answers 404 for a key that does not exist', async () => {
    expect((await move('00000000-0000-4000-8000-000000000000', 'sent')).status).toBe(404);
  });
});

describe('expiry', () => {
  it('reads a key past its period as expired at once, filters it so, and refuses moves from it', async () => {
    const id = await keyIn(EXPIRED);
    expect((await regKey(id)).status).toBe('expired');
    const stored = await t.db.select({ status: keys.status }).from(keys).where(eq(keys.id, id));
    expect(stored[0].status).toBe('none');
    const expired = await t.call('GetRegKeys', { Status: 'expired', Limit: 100 }, { headers: platform });
    expect(expired.body.items.map((key: { id: string }) => key.id)).toContain(id);
    // Its stored status is still 'none': the filter goes by the status as it reads.
    const live = await keyIn('none');
    const none = await t.call('GetRegKeys', { Status: 'none', Limit: 100 }, { headers: platform });
    expect(none.body.items.map((key: { id: string }) => key.id)).not.toContain(id);
    expect(none.body.items.map((key: { id: string }) => key.id)).toContain(live);
    const response = await move(id, 'sent');
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(transitionRefusal('expired', 'sent'));
  });

  it('is recorded by housekeeping with a history entry by nobody, and keys within their period stay', async () => {
    const past = await keyIn(EXPIRED);
    const current = await addRegKey({
      KeyType: 'temporary',
      ValidFrom: new Date(Date.now() - 86_400_000).toISOString(),
      ValidUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await deleteStaleRows(t.db);
    const statuses = await t.db
      .select({ id: keys.id, status: keys.status })
      .from(keys)
      .where(sql`${keys.id} in (${past}, ${current})`);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [past]: 'expired',
      [current]: 'none',
    });
    const history = (await t.call('GetRegKeyStatusHistory', { KeyId: past }, { headers: platform })).body.items;
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'none', toStatus: 'expired', changedBy: null })]);
    // A second pass finds nothing more to do.
    await deleteStaleRows(t.db);
    expect(await t.db.select().from(keyStatusChanges).where(eq(keyStatusChanges.regKeyId, past))).toHaveLength(1);
  });

  it('expires abonents’ keys too', async () => {
    const [key] = await t.db
      .update(abonentKeys)
      .set({
        keyType: 'temporary',
        status: 'approved',
        validFrom: sql`now() - interval '2 days'`,
        validUntil: sql`now() - interval '1 day'`,
      })
      .where(
        sql`${abonentKeys.id} = (select id from abonent_keys where company_id = ${severnyId} and status = 'approved' order by id limit 1)`,
      )
      .returning({ id: abonentKeys.id, abonentId: abonentKeys.abonentId });
    const listed = await t.call('GetAbonentKeys', { AbonentId: key.abonentId, Limit: 100 }, { headers: companyA });
    expect(listed.body.items.find((item: { id: string }) => item.id === key.id).status).toBe('expired');
    await deleteStaleRows(t.db);
    const [stored] = await t.db
      .select({ status: abonentKeys.status })
      .from(abonentKeys)
      .where(eq(abonentKeys.id, key.id));
    expect(stored.status).toBe('expired');
  });
});

describe('registration keys', () => {
  it('lists keys newest first with their company, phone, user and period; searches the phone as typed', async () => {
    const id = await addRegKey({ PhoneNumber: LEBEDEV, Title: 'Ключ администратора' });
    const first = (await t.call('GetRegKeys', { Limit: 1 }, { headers: platform })).body;
    expect(first.items[0]).toEqual({
      id,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyId: severnyId,
      company: 'УК «Северный квартал»',
      phoneNumber: LEBEDEV,
      userId: expect.any(String),
      user: 'Игорь Лебедев',
      title: 'Ключ администратора',
      keyType: 'permanent',
      status: 'none',
      validFrom: null,
      validUntil: null,
      created: expect.any(String),
    });
    const found = await t.call('GetRegKeys', { Search: '+7 903 555-01-01' }, { headers: platform });
    expect(found.body.items.map((key: { phoneNumber: string }) => key.phoneNumber)).toEqual(['79035550101']);
  });

  it('counts a key of a user in the users list, and a phone without a user has none', async () => {
    const [before] = await t.db.select({ keys: users.keysCount }).from(users).where(eq(users.phoneNumber, LEBEDEV));
    await addRegKey({ PhoneNumber: LEBEDEV });
    const [after] = await t.db.select({ keys: users.keysCount }).from(users).where(eq(users.phoneNumber, LEBEDEV));
    expect(after.keys).toBe(before.keys + 1);
    const nobody = await regKey(await addRegKey({ PhoneNumber: '+7 903 555-99-99' }));
    expect(nobody).toMatchObject({ userId: null, user: null });
  });

  it('filters by company, with the total of that company', async () => {
    const response = await t.call('GetRegKeys', { CompanyId: riversideId, Limit: 100 }, { headers: platform });
    expect(response.body.items.length).toBeGreaterThan(0);
    expect(
      response.body.items.every((key: { company: string }) => key.company === 'Riverside Property Management'),
    ).toBe(true);
    expect(response.body.total).toBe(response.body.items.length);
  });

  it('refuses an unknown company, a temporary key without its period and a bad phone, per parameter', async () => {
    const unknown = await t.call(
      'AddRegKey',
      {
        CompanyId: '00000000-0000-4000-8000-000000000000',
        PhoneNumber: '79035557701',
        Title: 'Ключ',
        KeyType: 'permanent',
      },
      { headers: platform },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ CompanyId: validation.invalid });
    const noPeriod = await t.call(
      'AddRegKey',
      { CompanyId: severnyId, PhoneNumber: '79035557701', Title: 'Ключ', KeyType: 'temporary' },
      { headers: platform },
    );
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.fields).toEqual({
      ValidFrom: keyMessages.periodRequired,
      ValidUntil: keyMessages.periodRequired,
    });
    const badPhone = await t.call(
      'AddRegKey',
      { CompanyId: severnyId, PhoneNumber: '12', Title: 'Ключ', KeyType: 'permanent' },
      { headers: platform },
    );
    expect(badPhone.body.fields).toEqual({ PhoneNumber: validation.phone });
  });

  it('is the platform’s: a company session may not list or move registration keys', async () => {
    expect((await t.call('GetRegKeys', {}, { headers: companyA })).status).toBe(403);
    expect(
      (await t.call('ChangeRegKeyStatus', { KeyId: await addRegKey(), Status: 'sent' }, { headers: companyA })).status,
    ).toBe(403);
  });
});

describe('local keys', () => {
  it('records a key on a local server, in the server’s company, and moves it along the same graph', async () => {
    const servers = (await t.call('GetLocalServers', { CompanyId: riversideId }, { headers: platform })).body.items;
    expect(servers).toEqual([
      {
        id: expect.any(String),
        name: 'Gatehouse',
        companyId: riversideId,
        company: 'Riverside Property Management',
        // Never seen, no token issued yet: the demo's servers have none until an operator gives one.
        status: 'offline',
        lastSeen: null,
        tokenIssued: null,
      },
    ]);
    const added = await t.call(
      'AddLocalKey',
      { LocalServerId: servers[0].id, PhoneNumber: '+44 7911 123457', Title: 'Visitor', Date: '2026-03-01' },
      { headers: platform },
    );
    expect(added.status).toBe(200);
    const [key] = (await t.call('GetLocalKeys', { Id: added.body.id }, { headers: platform })).body.items;
    expect(key).toMatchObject({
      company: 'Riverside Property Management',
      localServer: 'Gatehouse',
      phoneNumber: '447911123457',
      date: '2026-03-01',
      status: 'none',
    });
    const moved = await t.call('ChangeLocalKeyStatus', { KeyId: key.id, Status: 'sent' }, { headers: platform });
    expect(moved.body.status).toBe('sent');
    const refused = await t.call('ChangeLocalKeyStatus', { KeyId: key.id, Status: 'none' }, { headers: platform });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(transitionRefusal('sent', 'none'));
    const history = (await t.call('GetLocalKeyStatusHistory', { KeyId: key.id }, { headers: platform })).body.items;
    expect(
      history.map((change: { fromStatus: string; toStatus: string }) => [change.fromStatus, change.toStatus]),
    ).toEqual([['none', 'sent']]);
  });

  it('refuses an unknown local server on its parameter', async () => {
    const response = await t.call(
      'AddLocalKey',
      {
        LocalServerId: '00000000-0000-4000-8000-000000000000',
        PhoneNumber: '79035557702',
        Title: 'Ключ',
        Date: '2026-03-01',
      },
      { headers: platform },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ LocalServerId: validation.invalid });
  });
});

describe('abonents’ keys in the company area', () => {
  it('follow the same graph, with history, and only within the company', async () => {
    const [key] = await t.db
      .select({ id: abonentKeys.id })
      .from(abonentKeys)
      .where(
        sql`${abonentKeys.companyId} = ${severnyId} and ${abonentKeys.status} = 'sent' and ${abonentKeys.keyType} = 'permanent'`,
      )
      .limit(1);
    expect(
      (await t.call('ChangeAbonentKeyStatus', { KeyId: key.id, Status: 'approved' }, { headers: companyB })).status,
    ).toBe(404);
    const moved = await t.call('ChangeAbonentKeyStatus', { KeyId: key.id, Status: 'approved' }, { headers: companyA });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('approved');
    const refused = await t.call('ChangeAbonentKeyStatus', { KeyId: key.id, Status: 'sent' }, { headers: companyA });
    expect(refused).toMatchObject({ status: 409, body: { error: transitionRefusal('approved', 'sent') } });
    const history = await t.call('GetAbonentKeyStatusHistory', { KeyId: key.id }, { headers: companyA });
    expect(history.body.items).toEqual([
      expect.objectContaining({ fromStatus: 'sent', toStatus: 'approved', changedBy: 'Ольга Смирнова' }),
    ]);
    expect((await t.call('GetAbonentKeyStatusHistory', { KeyId: key.id }, { headers: companyB })).status).toBe(404);
  });
});

describe('SIM payments', () => {
  it('lists the cards about to lapse first, and filters by company and by paid up to before a day', async () => {
    const all = (await t.call('GetSimPayments', {}, { headers: platform })).body.items.map(
      (card: { paidUpTo: string }) => card.paidUpTo,
    );
    expect(all).toEqual([...all].sort());
    const today = new Date().toISOString().slice(0, 10);
    const lapsed = (await t.call('GetSimPayments', { PaidUpToBefore: today }, { headers: platform })).body;
    expect(lapsed.items.map((card: { place: string }) => card.place)).toEqual(['Паркинг — ворота']);
    expect(lapsed.total).toBe(1);
    const riverside = (await t.call('GetSimPayments', { CompanyId: riversideId }, { headers: platform })).body;
    expect(riverside.items.map((card: { phone: string }) => card.phone)).toEqual(['447911123404']);
  });

  it('records a payment that moves paid up to, and refuses one that does not move it forward', async () => {
    const added = await t.call(
      'AddSimCard',
      { CompanyId: severnyId, Place: 'Лесная, 16 — калитка', Phone: '+7 958 555-00-09', PaidUpTo: '2026-05-31' },
      { headers: platform },
    );
    expect(added.status).toBe(200);
    const paid = await t.call(
      'AddSimPayment',
      { SimCardId: added.body.id, Amount: '1 250,50', PaidUpTo: '2026-08-31' },
      { headers: platform },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ paidUpTo: '2026-08-31', lastAmount: '1250.50', lastPaidAt: expect.any(String) });
    const back = await t.call(
      'AddSimPayment',
      { SimCardId: added.body.id, Amount: '100', PaidUpTo: '2026-08-31' },
      { headers: platform },
    );
    expect(back.status).toBe(400);
    expect(back.body.fields).toEqual({ PaidUpTo: 'resources.sim_payments.validation.paidUpToLater' });
    const zero = await t.call(
      'AddSimPayment',
      { SimCardId: added.body.id, Amount: '0', PaidUpTo: '2026-09-30' },
      { headers: platform },
    );
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.fields)).toEqual(['Amount']);
    expect(
      (
        await t.call(
          'AddSimPayment',
          { SimCardId: '00000000-0000-4000-8000-000000000000', Amount: '10', PaidUpTo: '2027-01-01' },
          { headers: platform },
        )
      ).status,
    ).toBe(404);
  });
});

describe('payments', () => {
  /** The exact sum of decimal texts, in kopecks as a BigInt, back to text. */
  const exactSum = (amounts: string[]) => {
    const cents = amounts.reduce((sum, amount) => sum + BigInt(amount.replace('.', '')), 0n);
    return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  };
  const all = async (params: Record<string, unknown> = {}) =>
    (await t.call('GetPayments', { Limit: 500, ...params }, { headers: platform })).body;

  it('totals the filtered rows exactly, stored or counted, whatever the filter', async () => {
    const everything = await all();
    expect(everything.total).toBe(everything.items.length);
    expect(everything.totalAmount).toBe(exactSum(everything.items.map((p: { amount: string }) => p.amount)));
    // The same rows selected by a filter are added up, not read from the stored totals: the two agree.
    expect((await all({ DateFrom: '2000-01-01' })).totalAmount).toBe(everything.totalAmount);
    for (const params of [{ PaymentType: 'card' }, { CompanyId: riversideId }, { Search: 'ЛС-00001001' }]) {
      const filtered = await all(params);
      expect(filtered.items.length).toBeGreaterThan(0);
      expect(filtered.total).toBe(filtered.items.length);
      expect(filtered.totalAmount).toBe(exactSum(filtered.items.map((p: { amount: string }) => p.amount)));
    }
  });

  it('adds cents exactly (0.10 + 0.20 is 0.30, never 0.30000000000000004)', async () => {
    const [company] = await t.db.insert(companies).values({ name: 'Копейка' }).returning({ id: companies.id });
    await t.db.execute(sql`
      insert into payments (company_id, abonent_name, phone_number, payment_date, amount, payment_type)
      values (${company.id}, 'А', '79990000001', now(), 0.10, 'cash'), (${company.id}, 'Б', '79990000002', now(), 0.20, 'cash')`);
    expect((await all({ CompanyId: company.id })).totalAmount).toBe('0.30');
    expect((await all({ CompanyId: company.id, PaymentType: 'cash' })).totalAmount).toBe('0.30');
  });

  it('filters by payment date, both days included, newest first', async () => {
    const everything = await all();
    const day = everything.items[3].paymentDate.slice(0, 10);
    const oneDay = await all({ DateFrom: day, DateTo: day });
    expect(oneDay.items.length).toBeGreaterThan(0);
    expect(oneDay.items.every((p: { paymentDate: string }) => p.paymentDate.startsWith(day))).toBe(true);
    const dates = everything.items.map((p: { paymentDate: string }) => p.paymentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await t.call('GetPayments', { DateFrom: '2026-02-30' }, { headers: platform });
    expect(bad.status).toBe(400);
  });

  it("is shared with the company area, which sees only its own company's (tests/server/payments.test.ts)", async () => {
    const own = (await t.call('GetPayments', { Limit: 500 }, { headers: companyA })).body;
    expect(own.total).toBeGreaterThan(0);
    expect((await all({ CompanyId: own.items[0].companyId })).total).toBe(own.total);
  });
});
