/**
 * Roles, generated from the contract: a session of every built-in role (and of a company's own role),
 * and a company API token of every company role, calls every Action of its area. Those its role does not allow answer 403 for want of the permission and
 * change nothing, even with valid parameters for real records; those it allows pass the permission check
 * (they answer whatever their parameters deserve, never that 403). The roles come from
 * contract/permissions.ts and the Actions from contract/actions.ts, so later ones are covered without
 * editing this file.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import {
  allows,
  COMPANY_ROLES,
  type CompanyPermission,
  type CompanyRoleName,
  PLATFORM_ROLES,
  type PlatformRoleName,
} from '../../contract/permissions';
import type { Area } from '../../contract/protocol';
import { COMPANY_TOKEN_SCHEME } from '../../contract/company-api-token';
import { newApiToken } from '../../server/auth/api-tokens';
import { createSession } from '../../server/auth/sessions';
import { companyApiTokens, companyProfiles, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { type CompanyRows, companyRows, contracts, validParams } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyId: string;
let rows: CompanyRows;

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/**
 * A digest of the whole database but what any call changes by itself (sessions, sign-in attempts, the
 * remembered answers, an API token's last use): a refused call must leave it as it was.
 */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'
      and tablename not in ('sessions', 'login_attempts', 'idempotency_keys', '__drizzle_migrations')
      order by 1`),
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string | null }>(
      await t.db.execute(
        sql`select md5(string_agg((to_jsonb(t) - 'last_used_at')::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
      ),
    );
    digest[name] = row?.digest ?? '';
  }
  return digest;
}

/** A new user with the role, and the Authorization header of a session of theirs in its area. */
async function sessionWithRole(
  role: { company: CompanyRoleName } | { custom: string } | { platform: PlatformRoleName },
): Promise<Record<string, string>> {
  const phoneNumber = `7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const platform = 'platform' in role;
  const [user] = await t.db
    .insert(users)
    .values({
      displayName: `Role ${JSON.stringify(role)}`,
      phoneNumber,
      passwordHash: 'unused',
      isPlatformAdmin: platform,
      ...(platform && { platformRole: role.platform }),
    })
    .returning({ id: users.id });
  if (!platform) {
    await t.db.insert(companyProfiles).values({
      userId: user.id,
      companyId,
      ...('company' in role ? { role: role.company } : { role: null, customRoleId: role.custom }),
    });
  }
  const session = await createSession(t.db, {
    userId: user.id,
    area: platform ? 'platform' : 'company',
    companyId: platform ? null : companyId,
    ttlMinutes: 60,
  });
  return { authorization: `SAS-TOKEN ${session.id}:${session.token}` };
}

/** The Actions a session of the area may reach past the area guard. */
const actionsOf = (area: 'company' | 'platform') =>
  contracts.filter((contract) => ([area, 'console'] as Area[]).includes(contract.area));

/**
 * Every Action of the area as the role: first the ones it may not call, with valid parameters (nothing
 * may change), then the ones it may, with none (a permission check that passes is all this asks of them:
 * their parameters are refused after it, so nothing is written).
 */
async function checkRole(headers: Record<string, string>, area: 'company' | 'platform', held: readonly string[]) {
  const forbidden = actionsOf(area).filter((contract) => !allows(held, contract.permission!));
  const allowed = actionsOf(area).filter((contract) => allows(held, contract.permission!));
  const before = await databaseDigest();
  for (const contract of forbidden) {
    const params = validParams(contract, (name) => rows.idsFor(contract.name, name)) ?? {};
    const response = await t.call(contract.name, params, { headers });
    expect({ action: contract.name, status: response.status, error: response.body.error }).toEqual({
      action: contract.name,
      status: 403,
      error: errors.forbiddenPermission,
    });
  }
  expect(await databaseDigest()).toEqual(before);
  for (const contract of allowed) {
    const response = await t.call(contract.name, {}, { headers });
    expect({ action: contract.name, status: response.status, error: response.body.error }).not.toMatchObject({
      error: expect.stringMatching(new RegExp(`^(${errors.forbiddenPermission}|${errors.unauthorized})$`)),
    });
  }
  return { forbidden: forbidden.length, allowed: allowed.length };
}

beforeAll(async () => {
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  const [severny] = await t.db
    .select({ companyId: companyProfiles.companyId })
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));
  companyId = severny.companyId;
  rows = await companyRows(t.db, companyId);
}, 60_000);
afterAll(() => t?.close());

describe('every role against every Action of its area', () => {
  it('declares a permission on every Action of a role area, and only there', () => {
    for (const contract of contracts) {
      const roleArea = ['platform', 'company', 'console'].includes(contract.area);
      expect({ action: contract.name, declared: contract.permission !== undefined }).toEqual({
        action: contract.name,
        declared: roleArea,
      });
    }
  });

  it.each(Object.entries(COMPANY_ROLES))('company role %s', async (name, held) => {
    const counts = await checkRole(await sessionWithRole({ company: name as CompanyRoleName }), 'company', held);
    // A director may do everything; every other built-in role is refused something.
    expect(counts.forbidden === 0).toBe(name === 'director');
    expect(counts.allowed).toBeGreaterThan(0);
  });

  it("a company's own role", async () => {
    const director = await sessionWithRole({ company: 'director' });
    const chosen: CompanyPermission[] = ['journal.view', 'guests.manage'];
    const added = await t.call('AddCompanyRole', { Name: 'Night guard', Permissions: chosen }, { headers: director });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [role] = (await t.call('GetCompanyRoles', { Id: added.body.id }, { headers: director })).body.items;
    // Managing guests brings seeing them.
    expect(role.permissions).toEqual(['guests.view', 'guests.manage', 'journal.view']);
    const counts = await checkRole(await sessionWithRole({ custom: role.id }), 'company', role.permissions);
    expect(counts.forbidden).toBeGreaterThan(counts.allowed);
  });

  it.each(Object.entries(COMPANY_ROLES))('a company API token of role %s', async (name, held) => {
    const { token, tokenHash } = newApiToken();
    const [issued] = await t.db
      .insert(companyApiTokens)
      .values({
        companyId,
        name: `Token ${name}`,
        role: name as CompanyRoleName,
        tokenHash,
        expiresAt: sql`now() + interval '1 day'`,
      })
      .returning({ id: companyApiTokens.id });
    const counts = await checkRole({ authorization: `${COMPANY_TOKEN_SCHEME} ${issued.id}:${token}` }, 'company', held);
    expect(counts.allowed).toBeGreaterThan(0);
  });

  it.each(Object.entries(PLATFORM_ROLES))('platform role %s', async (name, held) => {
    const counts = await checkRole(await sessionWithRole({ platform: name as PlatformRoleName }), 'platform', held);
    expect(counts.forbidden === 0).toBe(name === 'operator');
  });
});

describe('a role changed or taken away', () => {
  it('takes effect on the next call of every session it affects', async () => {
    const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
    const concierge = await sessionWithRole({ company: 'concierge' });
    const [{ id: userId }] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select user_id::text as id from sessions
        where id = ${/SAS-TOKEN ([^:]+):/.exec(concierge.authorization)![1]}`),
    );
    const addAddress = () => t.call('AddAddress', { Value: 'ул. Новая, 1' }, { headers: concierge });
    expect((await addAddress()).body.error).toBe(errors.forbiddenPermission);
    expect((await t.call('GetOwnPermissions', {}, { headers: concierge })).body.permissions).not.toContain(
      'property.manage',
    );

    const promote = await t.call(
      'EditCompanyAdmin',
      { CompanyId: companyId, UserId: userId, Role: 'administrator' },
      {
        headers: platform,
      },
    );
    expect(promote.status, JSON.stringify(promote.body)).toBe(200);
    expect((await addAddress()).status).toBe(200);

    // Demoted to the company's own role, which is then narrowed: each change counts from the next call.
    const director = await sessionWithRole({ company: 'director' });
    const custom = await t.call(
      'AddCompanyRole',
      { Name: 'Addresses', Permissions: ['property.manage'] },
      {
        headers: director,
      },
    );
    await t.call(
      'EditCompanyAdmin',
      { CompanyId: companyId, UserId: userId, Role: custom.body.id },
      {
        headers: platform,
      },
    );
    expect((await t.call('GetAbonents', {}, { headers: concierge })).body.error).toBe(errors.forbiddenPermission);
    expect((await t.call('AddAddress', { Value: 'ул. Новая, 2' }, { headers: concierge })).status).toBe(200);
    await t.call('EditCompanyRole', { Id: custom.body.id, Permissions: ['property.view'] }, { headers: director });
    expect((await t.call('AddAddress', { Value: 'ул. Новая, 3' }, { headers: concierge })).body.error).toBe(
      errors.forbiddenPermission,
    );

    // A role in use is not deleted; another company's role is not given.
    const deleted = await t.call('DeleteCompanyRole', { Id: custom.body.id }, { headers: director });
    expect(deleted.status).toBe(409);
    const riverside = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text as id from companies where name = 'Riverside Property Management'`),
    )[0].id;
    const foreign = await t.call(
      'AddCompanyAdmin',
      {
        CompanyId: riverside,
        PhoneNumber: `+${DEMO_ACCOUNTS.companyAdmin}`,
        Role: custom.body.id,
      },
      { headers: platform },
    );
    expect(foreign).toMatchObject({ status: 400, body: { fields: { Role: expect.any(String) } } });

    // Removed from the company: nothing at all from the next call.
    await t.call('RemoveCompanyAdmin', { CompanyId: companyId, UserId: userId }, { headers: platform });
    expect((await t.call('GetAccessObjects', {}, { headers: concierge })).status).toBe(401);
  });
});
