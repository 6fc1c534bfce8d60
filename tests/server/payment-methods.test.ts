/**
 * A company's payment methods: the password and API token kept encrypted (bound to their row), never
 * returned nor on the trail; an edit without them keeps them; only the platform's.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../server/db/schema';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let severnyId: string;

const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);
const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
  severnyId = (await call('GetCompanies', { Search: 'Северный' })).body.items[0].id;
}, 60_000);
afterAll(() => t?.close());

describe('payment methods', () => {
  it('keep the password and API token encrypted and never return them; an edit without them keeps them', async () => {
    const added = await call('AddPaymentMethod', {
      CompanyId: severnyId,
      Name: 'Тинькофф Касса',
      Username: 'severny-tinkoff',
      Password: 'pay-secret-1',
      ApiToken: 'pay-token-1',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [stored] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    expect(JSON.stringify(stored)).not.toMatch(/pay-secret-1|pay-token-1/);
    expect(stored.passwordEncrypted).toMatch(/^v1\./);
    expect(stored.apiTokenEncrypted).toMatch(/^v1\./);

    const edited = await call('EditPaymentMethod', { PaymentMethodId: added.body.id, Enabled: false });
    expect(edited.body).toEqual({
      id: added.body.id,
      companyId: severnyId,
      name: 'Тинькофф Касса',
      username: 'severny-tinkoff',
      hasPassword: true,
      hasApiToken: true,
      enabled: false,
      created: expect.any(String),
    });
    const [kept] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    expect(kept.passwordEncrypted).toBe(stored.passwordEncrypted);

    // A new password replaces the sealed one; the API token stays.
    await call('EditPaymentMethod', { PaymentMethodId: added.body.id, Password: 'pay-secret-2' });
    const [changed] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    expect(changed.passwordEncrypted).not.toBe(stored.passwordEncrypted);
    expect(changed.apiTokenEncrypted).toBe(stored.apiTokenEncrypted);

    const listed = await call('GetPaymentMethods', { CompanyId: severnyId });
    expect(listed.body.items.map((method: { name: string }) => method.name)).toEqual([
      'СБП',
      'Тинькофф Касса',
      'Эквайринг Сбербанка',
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/pay-secret|pay-token|v1\./);
    const trail = JSON.stringify(
      rowsOf(await t.db.execute(sql`select changes from audit_log where record_id = ${added.body.id}`)),
    );
    expect(trail).toContain('masked');
    expect(trail).not.toMatch(/pay-secret|pay-token|v1\./);

    expect((await call('DeletePaymentMethod', { PaymentMethodId: added.body.id })).status).toBe(200);
    expect((await call('DeletePaymentMethod', { PaymentMethodId: added.body.id })).status).toBe(404);
  });

  it('checks what is given: a name, a username, a company that exists', async () => {
    expect((await call('AddPaymentMethod', { CompanyId: severnyId, Name: 'Х', Username: 'u' })).status).toBe(400);
    expect((await call('AddPaymentMethod', { CompanyId: severnyId, Name: 'Касса' })).status).toBe(400);
    const unknown = await call('AddPaymentMethod', {
      CompanyId: '00000000-0000-4000-8000-000000000000',
      Name: 'Касса',
      Username: 'u',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call('EditPaymentMethod', { PaymentMethodId: '00000000-0000-4000-8000-000000000000', Name: 'Касса' }))
        .status,
    ).toBe(404);
  });

  it('are the platform’s: a company admin is refused, even for its own company', async () => {
    for (const [action, params] of [
      ['GetPaymentMethods', { CompanyId: severnyId }],
      ['AddPaymentMethod', { CompanyId: severnyId, Name: 'Касса', Username: 'u' }],
    ] as const) {
      expect((await t.call(action, params, { headers: companyA })).status, action).toBe(403);
    }
  });
});
