import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../contract/actions';
import { writesAudited } from '../../contract/audited';
import { errors } from '../../contract/messages';
import { idempotencyKeys } from '../../server/db/schema';
import { deleteStaleRows } from '../../server/housekeeping';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A replayed or retried creating request (same Idempotency-Key, same parameters) creates nothing more: it
 * gets the first answer; the key with other parameters is refused; the answers are kept for a day.
 */

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
});
afterAll(() => t.close());

const addAddress = (Value: string, key?: string, headers = companyA) =>
  t.call('AddAddress', { Value }, { headers: { ...headers, ...(key && { 'idempotency-key': key }) } });

const addressesNamed = async (value: string) =>
  (await t.call('GetAddress', { Search: value, Limit: 100 }, { headers: companyA })).body.items.filter(
    (address: { value: string }) => address.value === value,
  );

describe('Idempotency-Key', () => {
  it('answers a replayed create with the first answer and creates no second record', async () => {
    const key = randomUUID();
    const first = await addAddress('г. Москва, ул. Повторная, д. 1', key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await addAddress('г. Москва, ул. Повторная, д. 1', key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await addressesNamed('г. Москва, ул. Повторная, д. 1')).toHaveLength(1);
  });

  it('creates once when the same request arrives many times at once', async () => {
    const key = randomUUID();
    const value = 'г. Москва, ул. Одновременная, д. 2';
    const answers = await Promise.all(Array.from({ length: 6 }, () => addAddress(value, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await addressesNamed(value)).toHaveLength(1);
  });

  it('refuses the key with other parameters (409), and a malformed key (400)', async () => {
    const key = randomUUID();
    expect((await addAddress('г. Москва, ул. Первая, д. 3', key)).status).toBe(200);
    expect(await addAddress('г. Москва, ул. Другая, д. 3', key)).toMatchObject({
      status: 409,
      body: { error: errors.idempotencyKeyReused },
    });
    expect(await addressesNamed('г. Москва, ул. Другая, д. 3')).toHaveLength(0);
    expect(await addAddress('г. Москва, ул. Другая, д. 3', 'с пробелом и не ASCII')).toMatchObject({
      status: 400,
      body: { error: errors.idempotencyKeyInvalid },
    });
  });

  it('keeps keys per user: another user’s same key is theirs', async () => {
    const key = randomUUID();
    expect((await addAddress('г. Москва, ул. Своя, д. 4', key)).status).toBe(200);
    const other = await addAddress('Riverside Road, 4', key, companyB);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('runs again without a key, and forgets a key after a day (housekeeping deletes it)', async () => {
    const value = 'г. Москва, ул. Без ключа, д. 5';
    expect((await addAddress(value)).status).toBe(200);
    expect((await addAddress(value)).status).toBe(409); // the address's own duplicate check, not the key's
    const key = randomUUID();
    expect((await addAddress('г. Москва, ул. Старая, д. 6', key)).status).toBe(200);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    await deleteStaleRows(t.db);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('is declared on creating Actions of a signed-in user only', () => {
    const creating = Object.entries(actions).filter(([, contract]) => 'creates' in contract && contract.creates);
    expect(creating.map(([name]) => name)).toEqual(expect.arrayContaining(['AddAbonent', 'AddPayment', 'AddAddress']));
    for (const [name, contract] of creating) {
      expect(writesAudited(contract), name).toBe(true);
      expect(contract.method, name).toBe('POST');
    }
  });
});
