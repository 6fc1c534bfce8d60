/**
 * A company's API tokens (contract/company-api-token.ts): its systems call the company Actions as the
 * token's role, until it is revoked or expires; the trail says the token did it; the token is shown once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TOKEN_SCHEME } from '../../contract/company-api-token';
import { errors } from '../../contract/messages';
import { companyApiTokens } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { demoCompanyIds } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let director: Record<string, string>;
let platform: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  director = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
}, 60_000);
afterAll(() => t?.close());

const issue = async (params: Record<string, unknown>, headers = director) => {
  const issued = await t.call('IssueCompanyApiToken', { ValidDays: 30, ...params }, { headers });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const header = { authorization: `${COMPANY_TOKEN_SCHEME} ${issued.body.id}:${issued.body.token}` };
  return { ...issued.body, header } as { id: string; token: string; expiresAt: string; header: Record<string, string> };
};

describe('a company API token', () => {
  it('calls the company Actions as its role, and nothing else', async () => {
    const token = await issue({ Name: 'Billing', Role: 'concierge' });
    expect(Date.parse(token.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect((await t.call('GetAbonents', {}, { headers: token.header })).status).toBe(200);
    expect((await t.call('AddAddress', { Value: 'ул. Токенная, 1' }, { headers: token.header })).body.error).toBe(
      errors.forbiddenPermission,
    );
    // Not a person: no session Actions, no platform, no issuing tokens of its own.
    expect((await t.call('GetProfiles', {}, { headers: token.header })).body.error).toBe(errors.forbiddenArea);
    expect((await t.call('GetUsers', {}, { headers: token.header })).body.error).toBe(errors.forbiddenArea);
    const directorToken = await issue({ Name: 'Integration', Role: 'director' });
    const minted = await t.call(
      'IssueCompanyApiToken',
      { Name: 'x', Role: 'director', ValidDays: 1 },
      {
        headers: directorToken.header,
      },
    );
    expect(minted.status).toBe(403);
  });

  it('is kept only as a hash and listed without it', async () => {
    const token = await issue({ Name: 'Resident app', Role: 'security' });
    const [row] = await t.db.select().from(companyApiTokens).where(eq(companyApiTokens.id, token.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const list = await t.call('GetCompanyApiTokens', {}, { headers: director });
    expect(JSON.stringify(list.body)).not.toContain(token.token);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ id: token.id, name: 'Resident app', role: 'security', revokedAt: null }),
    );
  });

  it('is recorded in the audit trail as the token', async () => {
    const token = await issue({ Name: 'Gate app', Role: 'administrator' });
    const added = await t.call('AddAddress', { Value: 'ул. Журнальная, 7' }, { headers: token.header });
    expect(added.status).toBe(200);
    const history = await t.call(
      'GetHistory',
      { Resource: 'addresses', RecordId: added.body.id },
      { headers: director },
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.items[0]).toMatchObject({ userId: null, userName: null, apiTokenName: 'Gate app' });
    // Its last use is marked.
    const [row] = await t.db.select().from(companyApiTokens).where(eq(companyApiTokens.id, token.id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('stops working when revoked or expired', async () => {
    const revoked = await issue({ Name: 'Old system', Role: 'concierge' });
    expect((await t.call('RevokeCompanyApiToken', { TokenId: revoked.id }, { headers: director })).status).toBe(200);
    expect((await t.call('GetAbonents', {}, { headers: revoked.header })).status).toBe(401);

    const expired = await issue({ Name: 'Trial', Role: 'concierge' });
    await t.db
      .update(companyApiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(companyApiTokens.id, expired.id));
    expect((await t.call('GetAbonents', {}, { headers: expired.header })).status).toBe(401);
  });

  it("follows a change of its company's own role from the next call", async () => {
    const role = await t.call(
      'AddCompanyRole',
      { Name: 'Integration role', Permissions: ['property.view'] },
      {
        headers: director,
      },
    );
    const token = await issue({ Name: 'Door sync', Role: role.body.id });
    expect((await t.call('GetAbonents', {}, { headers: token.header })).body.error).toBe(errors.forbiddenPermission);
    await t.call('EditCompanyRole', { Id: role.body.id, Permissions: ['residents.view'] }, { headers: director });
    expect((await t.call('GetAbonents', {}, { headers: token.header })).status).toBe(200);
  });

  it("is the company's own: the platform issues one for a company it names; another company cannot revoke it", async () => {
    const { riverside } = await demoCompanyIds(t, platform);
    const token = await issue({ CompanyId: riverside, Name: 'Riverside billing', Role: 'accountant' }, platform);
    expect((await t.call('GetPayments', {}, { headers: token.header })).status).toBe(200);
    expect((await t.call('RevokeCompanyApiToken', { TokenId: token.id }, { headers: director })).status).toBe(404);
    expect((await t.call('AddAddress', { Value: 'Riverside Rd, 1' }, { headers: token.header })).body.error).toBe(
      errors.forbiddenPermission,
    );
  });
});
