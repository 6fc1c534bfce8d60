/**
 * The audit trail: every write Action's changed rows, recorded by the database in the Action's own
 * transaction (generated from the contract: every company write), secrets masked, append-only, the
 * sign-in events, and who may read it (GetHistory scoped to the company, GetAudit for the platform).
 */
import { sql } from 'drizzle-orm';
import { writesAudited } from '../../contract/audited';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import type { AuditEntry, PlatformAuditEntry } from '../../contract/audit';
import {
  type CompanyRows,
  type Contract,
  companyRows,
  contracts,
  example,
  paramsOf,
  validParams,
} from './support/contract';
import { NOT_AUDITED } from './support/not-audited';
import { demoSessions } from './support/sessions';
import { type CallResult, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
let rowsA: CompanyRows;
let companyAId: string;
/** A company neither test company is, for the platform's company Actions (which may rename it). */
let otherCompanyId: string;
/** Two users no test session belongs to: editing, re-passwording or deleting them ends no session the tests use. */
let spareUsers: string[];

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

interface TrailRow {
  id: string;
  user_id: string | null;
  session_id: string | null;
  company_id: string | null;
  action: string;
  ip: string | null;
  table_name: string | null;
  record_id: string | null;
  operation: string;
  changes: Record<string, unknown>;
}

/** The trail's rows after the given id, oldest first (by the number: the text alias sorts 1000 before 999). */
async function trailAfter(id: string): Promise<TrailRow[]> {
  return rowsOf<TrailRow>(
    await t.db.execute(sql`select id::text as id, user_id::text as user_id, session_id::text as session_id,
      company_id::text as company_id, action, ip, table_name, record_id, operation, changes
      from audit_log where id > ${id}::bigint order by audit_log.id`),
  );
}

async function lastTrailId(): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await t.db.execute(sql`select coalesce(max(id), 0)::text as id from audit_log`));
  return row.id;
}

/** The apiKeyId (session id) of signed-in headers. */
const sessionIdOf = (headers: Record<string, string>) => /SAS-TOKEN ([^:]+):/.exec(headers.authorization)![1];

beforeAll(async () => {
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  ({ companyA, companyB, platform } = await demoSessions(t));
  const [session] = rowsOf<{ company_id: string }>(
    await t.db.execute(sql`select company_id::text as company_id from sessions where id = ${sessionIdOf(companyA)}`),
  );
  companyAId = session.company_id;
  rowsA = await companyRows(t.db, companyAId);
  [{ id: otherCompanyId }] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select c.id::text as id from companies c
      where not exists (select 1 from sessions s where s.company_id = c.id) order by c.name limit 1`),
  );
  // Company A's admins first, so that the admin Actions find an admin of that company.
  spareUsers = rowsOf<{ id: string }>(
    await t.db.execute(sql`select u.id::text as id from users u
      left join company_profiles p on p.user_id = u.id and p.company_id = ${companyAId}
      where not exists (select 1 from sessions s where s.user_id = u.id)
      order by p.user_id is null, u.id limit 2`),
  ).map((row) => row.id);
  // A second factor for the first spare user, so that the platform's reset of it changes something.
  await t.db.execute(sql`insert into user_second_factors (user_id, secret, confirmed_at)
    values (${spareUsers[0]}, 'v1.sealed', now())`);
}, 60_000);
afterAll(() => t?.close());

describe('which tables the trail follows', () => {
  it('follows every table but the listed ones, so that a new table cannot escape it unnoticed', async () => {
    const tables = rowsOf<{ table_name: string; audited: boolean }>(
      await t.db.execute(sql`select c.relname as table_name,
          exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit') as audited
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`),
    );
    const unaudited = tables.filter((table) => !table.audited).map((table) => table.table_name);
    expect(unaudited.sort()).toEqual([...NOT_AUDITED].sort());
  });

  it('masks every column that holds a secret', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string; args: string }>(
      await t.db.execute(sql`select c.table_name, c.column_name, encode(g.tgargs, 'escape') as args
        from information_schema.columns c
        join pg_class r on r.relname = c.table_name
        join pg_namespace n on n.oid = r.relnamespace and n.nspname = 'public'
        join pg_trigger g on g.tgrelid = r.oid and g.tgname = 'audit'
        where c.table_schema = 'public' and c.column_name ~ '(password|token|secret|configuration)'
          and c.column_name !~ '_at$'`), // when a token was issued is no secret
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual(
      [
        'cameras.password_encrypted',
        'company_api_tokens.token_hash',
        'controllers.token_hash',
        'guest_passes.token_hash',
        'local_servers.token_hash',
        'payment_methods.api_token_encrypted',
        'payment_methods.password_encrypted',
        'sip_devices.configuration',
        'user_second_factors.secret',
        'users.password_hash',
      ].sort(),
    );
    for (const column of columns) {
      // The trigger's arguments: record column, masked columns, skipped columns (NUL-separated).
      const masked = column.args.split('\\000')[1];
      expect(masked, `${column.table_name}.${column.column_name}`).toContain(column.column_name);
    }
  });
});

/**
 * The ids to try for a parameter: company A's rows; for a CompanyId, company A in its own area and
 * another company in the platform's; a spare user for a UserId.
 */
function idsFor(contract: Contract, param: string): string[] {
  if (param === 'CompanyId') return [contract.area === 'platform' ? otherCompanyId : companyAId];
  if (param === 'UserId') return spareUsers.slice(0, 1);
  return rowsA.idsFor(contract.name, param);
}

/**
 * Valid parameters with every optional one given too, so that an edit changes something (with only its
 * required ones it would change nothing, and record nothing); undefined when they do not validate together.
 */
function everyParam(contract: Contract): Record<string, unknown> | undefined {
  const ids = (param: string) => idsFor(contract, param);
  const params = Object.fromEntries(
    Object.entries(paramsOf(contract.input))
      .map(([param, schema]) => [param, example(schema, ids, param)])
      .filter(([, value]) => value !== undefined),
  );
  return (contract.input as z.ZodType).safeParse(params).success ? params : undefined;
}

describe('every write Action of the company and platform areas', () => {
  const writes = contracts.filter(
    (contract) => ['company', 'platform', 'console'].includes(contract.area) && writesAudited(contract),
  );
  const succeeded: string[] = [];
  /** The tables whose changes the generated writes recorded. */
  const tables = new Set<string>();
  /** Parameters the schemas alone cannot make: a network to ban, and then the ban made. */
  const created: Record<string, string> = {};
  const explicit: Record<string, () => Record<string, unknown> | Promise<Record<string, unknown>>> = {
    AddBan: () => ({ Network: '198.51.100.0/24', Reason: 'Audit test', Duration: 'oneHour' }),
    DeleteBan: () => ({ BanId: created.AddBan }),
    // Not the user the admin Actions edit, so that those still find theirs.
    DeleteUser: () => ({ UserId: spareUsers[1] }),
    // A session of its own to end: the spare users have none, and the tests' own must go on.
    EndUserSessions: async () => {
      const { user } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
      return { UserId: user.id, SessionId: user.credentials.apiKeyId };
    },
    // A device's doors given one point: the generated empty list would leave a device without doors as it was.
    SetControllerDoors: () => ({
      ControllerId: rowsA.byTable.get('controllers')![0],
      AccessPointIds: rowsA.byTable.get('access_points')!.slice(0, 1),
    }),
    SetLocalServerDoors: () => ({
      LocalServerId: rowsA.byTable.get('local_servers')![0],
      AccessPointIds: rowsA.byTable.get('access_points')!.slice(0, 1),
    }),
    // A device by its kind and id: the generated id is no device's.
    ResyncDevice: () => ({ Kind: 'localServer', DeviceId: rowsA.byTable.get('local_servers')![0] }),
    ResyncPlatformDevice: () => ({ Kind: 'controller', DeviceId: rowsA.byTable.get('controllers')![0] }),
    // A file of the size of its first part ('import'): the generated size is another.
    AddImportFile: () => ({ Kind: 'addresses', FileName: 'audit.csv', Size: 6, Part: 'aW1wb3J0' }),
    // The second part of a file of its own: the generated id is no file's.
    AddImportFilePart: async () => {
      const part = Buffer.from('a').toString('base64');
      const params = { Kind: 'addresses', FileName: 'audit.csv', Size: 2, Part: part };
      const { body } = await t.call('AddImportFile', params, { headers: companyA });
      return { ImportFileId: body.id, Offset: 1, Part: part };
    },
    // The newest change of company A undone: a trail entry's number is no generated id.
    UndoChange: async () => {
      const [newest] = rowsOf<{ id: string }>(
        await t.db.execute(sql`select id::text as id from audit_log
          where company_id = ${companyAId} and operation in ('INSERT', 'UPDATE', 'DELETE')
            and table_name in ('abonents', 'addresses', 'cameras', 'access_points', 'sip_devices')
          order by audit_log.id desc limit 1`),
      );
      return { AuditId: newest?.id ?? '1' };
    },
    // A bulk change names its abonents one way: the generated parameters name them both ways or neither.
    ChangeAbonents: () => ({ Operation: 'blockCards', Selection: 'matching' }),
    RevokeAccessRights: () => ({ Selection: 'matching' }),
  };

  it.each(writes.map((contract) => [contract.name, contract] as const))(
    '%s: its changes, with who, which company, from where; nothing when it fails',
    async (name, contract) => {
      // A shared (console) Action is written as a company admin would: its rows carry that company.
      const asCompany = contract.area === 'company' || contract.area === 'console';
      const headers = asCompany ? companyA : platform;
      // Every parameter first (an edit then changes something), else only the required ones.
      const attempts = explicit[name]
        ? [await explicit[name]()]
        : [everyParam(contract), validParams(contract, (param) => idsFor(contract, param))].filter(Boolean);
      expect(attempts.length, 'parameters made from the contract').toBeGreaterThan(0);
      let response: CallResult | undefined;
      let rows: TrailRow[] = [];
      let requiredOnly = false;
      for (const [attempt, params] of attempts.entries()) {
        requiredOnly = attempts.length > 1 && attempt === 1;
        const before = await lastTrailId();
        response = await t.call(name, params!, { headers });
        rows = await trailAfter(before);
        if (response.status === 200) break;
        // Refused (a generated reference the Action does not accept, a conflict): it changed nothing.
        expect(rows, JSON.stringify(response.body)).toEqual([]);
      }
      if (response?.status !== 200) return;
      succeeded.push(name);
      if (typeof response.body.id === 'string') created[name] = response.body.id;
      // An edit given only the record's id changes nothing, and records nothing.
      if (requiredOnly && rows.length === 0 && /^(Edit|Update)/.test(name)) return;
      expect(rows.length, `${name} recorded its changes`).toBeGreaterThan(0);
      for (const row of rows) tables.add(row.table_name!);
      for (const row of rows) {
        expect(row).toMatchObject({
          action: name,
          user_id: expect.any(String),
          session_id: sessionIdOf(headers),
          // A platform session acts for no company: its rows carry the company of the record, if any.
          ...(asCompany && { company_id: companyAId }),
          ip: '127.0.0.1',
          table_name: expect.any(String),
          record_id: expect.any(String),
          // A row's change, or the event of a session ended, a device resynced or credentials sent again (which
          // change no audited table).
          operation: expect.stringMatching(/^(INSERT|UPDATE|DELETE|END_SESSION|RESYNC_DEVICE|RESEND_CREDENTIALS)$/),
        });
        expect(Object.keys(row.changes).length).toBeGreaterThan(0);
      }
    },
  );

  it('recorded a write of each resource (so the test above checked something)', () => {
    // An abonent's parts saved on their own depend on the order the generated writes ran in: its codes are checked below.
    expect([...tables].sort()).toEqual(
      expect.arrayContaining([
        'abonents',
        'access_objects',
        'access_perimeters',
        'access_points',
        'addresses',
        'cameras',
        'ip_bans',
        'sip_devices',
        'tariff_policies',
        'tariff_revisions',
      ]),
    );
    expect(succeeded.length).toBeGreaterThanOrEqual(Math.ceil(writes.length / 2));
  });
});

describe('what a change records', () => {
  it('an edit: only the changed field, old and new, filed under the record', async () => {
    const created = await t.call('AddAddress', { Value: 'Аудиторская, д. 1' }, { headers: companyA });
    const before = await lastTrailId();
    await t.call('EditAddress', { Id: created.body.id, Value: 'Аудиторская, д. 2' }, { headers: companyA });
    const rows = await trailAfter(before);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'EditAddress',
        table_name: 'addresses',
        record_id: created.body.id,
        operation: 'UPDATE',
        changes: { value: ['Аудиторская, д. 1', 'Аудиторская, д. 2'] },
      }),
    ]);
  });

  it('a camera password: that it changed, never the ciphertext', async () => {
    const before = await lastTrailId();
    const created = await t.call(
      'AddCamera',
      { Name: 'Audit camera', Login: 'admin', Password: 'first-secret', CameraIp: 'rtsp://192.0.2.50/stream' },
      { headers: companyA },
    );
    expect(created.status).toBe(200);
    await t.call('UpdateCamera', { CameraId: created.body.id, Password: 'second-secret' }, { headers: companyA });
    const rows = await trailAfter(before);
    expect(rows.map((row) => [row.operation, row.changes.password_encrypted])).toEqual([
      ['INSERT', 'masked'],
      ['UPDATE', 'masked'],
    ]);
    const stored = rowsOf<{ password_encrypted: string }>(
      await t.db.execute(sql`select password_encrypted from cameras where id = ${created.body.id}`),
    )[0].password_encrypted;
    const trail = JSON.stringify(rows);
    for (const secret of ['first-secret', 'second-secret', stored]) expect(trail).not.toContain(secret);
  });

  it('a SIP device’s configuration (which holds its passwords): masked', async () => {
    const [server] = (await t.call('GetRegisteredSipServers', {}, { headers: companyA })).body.items;
    const configuration = (password: string) => `[sip]\nusername = panel-9\npassword = ${password}\n`;
    const before = await lastTrailId();
    const created = await t.call(
      'RegisterSipDevice',
      {
        Name: 'Панель аудита',
        ServerId: server.id,
        OpenMethod: 'relay',
        Configuration: configuration('first-sip-secret'),
      },
      { headers: companyA },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edited = await t.call(
      'EditSipDevice',
      { SipDeviceId: created.body.id, Configuration: configuration('second-sip-secret') },
      { headers: companyA },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rows = await trailAfter(before);
    expect(rows.map((row) => [row.operation, row.changes.configuration])).toEqual([
      ['INSERT', 'masked'],
      ['UPDATE', 'masked'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/sip-secret/);
  });

  it('an abonent’s parts are filed under the abonent, so that its history shows them', async () => {
    const before = await lastTrailId();
    const created = await t.call(
      'AddAbonent',
      { Name: 'Аудит Абонентович', PhoneNumber: '79260000001' },
      { headers: companyA },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await t.call(
      'UpdateAbonentCodes',
      { AbonentId: created.body.id, AccessCardAndBleTagId: [4242] },
      { headers: companyA },
    );
    const rows = await trailAfter(before);
    expect(rows.map((row) => [row.action, row.table_name, row.record_id, row.operation])).toEqual([
      ['AddAbonent', 'abonents', created.body.id, 'INSERT'],
      ['UpdateAbonentCodes', 'abonent_codes', created.body.id, 'INSERT'],
    ]);
    expect(rows[0].changes).toMatchObject({ name: [null, 'Аудит Абонентович'], phone_number: [null, '79260000001'] });
    expect(rows[1].changes).toEqual({ code: [null, 4242] });
  });

  it('a write that fails leaves no trail: the trail is in its transaction', async () => {
    const [first, second] = rowsA.byTable.get('addresses')!;
    const taken = await t.call('GetAddress', { Id: second }, { headers: companyA });
    const before = await lastTrailId();
    // The unique index refuses the second value after the row was changed: the Action fails with 409.
    const response = await t.call(
      'EditAddress',
      { Id: first, Value: taken.body.items[0].value },
      { headers: companyA },
    );
    expect(response.status).toBe(409);
    expect(await trailAfter(before)).toEqual([]);
  });

  it('is append-only: a row cannot be changed or removed, even by the database’s owner', async () => {
    /** The database's own message (the driver wraps it in a 'Failed query' error). */
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    const count = async () => (await lastTrailId()) && rowsOf(await t.db.execute(sql`select id from audit_log`)).length;
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    expect(await refusal(t.db.execute(sql`update audit_log set action = 'Forged'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(await count()).toBe(rows);
  });

  it('changes made outside an Action (seeds, housekeeping) are not recorded', async () => {
    const before = await lastTrailId();
    await t.db.execute(sql`update addresses set value = value || ' ' where company_id = ${companyAId}`);
    expect(await trailAfter(before)).toEqual([]);
  });
});

describe('sign-in events', () => {
  it('records a sign-in, a failed one (with the phone, never the password) and a sign-out', async () => {
    const before = await lastTrailId();
    const wrong = 'not-the-password-123';
    const failed = await t.call('Login', { PhoneNumber: DEMO_ACCOUNTS.companyAdmin, Password: wrong, Area: 'company' });
    expect(failed.status).toBe(401);
    const signedIn = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    await t.call('Logout', {}, { headers: signedIn.headers });
    const rows = await trailAfter(before);
    expect(rows.map((row) => [row.action, row.operation])).toEqual([
      ['Login', 'SIGN_IN_FAILED'],
      ['Login', 'SIGN_IN'],
      ['Logout', 'SIGN_OUT'],
    ]);
    expect(rows[0]).toMatchObject({
      user_id: signedIn.user.id,
      ip: '127.0.0.1',
      changes: { phone_number: [null, DEMO_ACCOUNTS.companyAdmin], reason: [null, 'auth.errors.invalidCredentials'] },
    });
    expect(rows[1]).toMatchObject({ user_id: signedIn.user.id, session_id: signedIn.user.credentials.apiKeyId });
    expect(rows[2]).toMatchObject({ user_id: signedIn.user.id, session_id: signedIn.user.credentials.apiKeyId });
    const trail = JSON.stringify(rows);
    for (const password of [wrong, DEFAULT_DEMO_PASSWORD]) expect(trail).not.toContain(password);
  });

  it('records a failed sign-in of an unknown phone number without a user', async () => {
    const before = await lastTrailId();
    await t.call('Login', { PhoneNumber: '79990001122', Password: 'whatever-123', Area: 'platform' });
    expect(await trailAfter(before)).toEqual([
      expect.objectContaining({
        operation: 'SIGN_IN_FAILED',
        user_id: null,
        changes: expect.objectContaining({ phone_number: [null, '79990001122'] }),
      }),
    ]);
  });
});

describe('GetHistory', () => {
  it('shows a record’s changes, newest first, with who made them', async () => {
    const created = await t.call('AddAddress', { Value: 'Историческая, д. 1' }, { headers: companyA });
    await t.call('EditAddress', { Id: created.body.id, Value: 'Историческая, д. 2' }, { headers: companyA });
    const response = await t.call('GetHistory', { RecordId: created.body.id }, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    const [edit, add] = response.body.items as AuditEntry[];
    expect(edit).toMatchObject({
      action: 'EditAddress',
      operation: 'UPDATE',
      userName: expect.any(String),
      companyName: 'УК «Северный квартал»',
      changes: { value: ['Историческая, д. 1', 'Историческая, д. 2'] },
    });
    expect(add).toMatchObject({
      action: 'AddAddress',
      operation: 'INSERT',
      changes: { value: [null, 'Историческая, д. 1'] },
    });
    expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(Date.parse(add.at));
    // Where it came from is the platform's to see.
    expect(edit).not.toHaveProperty('ip');
  });

  it('shows another company nothing of a record that is not its own', async () => {
    const created = await t.call('AddAddress', { Value: 'Чужая, д. 1' }, { headers: companyA });
    const response = await t.call('GetHistory', { RecordId: created.body.id }, { headers: companyB });
    expect(response.body).toEqual({ items: [], total: 0 });
  });

  it('pages', async () => {
    const created = await t.call('AddAddress', { Value: 'Страничная, д. 0' }, { headers: companyA });
    for (const n of [1, 2, 3]) {
      await t.call('EditAddress', { Id: created.body.id, Value: `Страничная, д. ${n}` }, { headers: companyA });
    }
    const page = await t.call('GetHistory', { RecordId: created.body.id, Offset: 1, Limit: 2 }, { headers: companyA });
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((item: AuditEntry) => item.changes.value)).toEqual([
      ['Страничная, д. 1', 'Страничная, д. 2'],
      ['Страничная, д. 0', 'Страничная, д. 1'],
    ]);
  });

  it('is not the platform’s (which reads GetAudit)', async () => {
    const response = await t.call('GetHistory', { RecordId: companyAId }, { headers: platform });
    expect(response.status).toBe(403);
  });
});

describe('GetAudit', () => {
  it('filters by company, user, Action and time, newest first, with where it came from', async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const created = await t.call('AddAddress', { Value: 'Фильтровая, д. 1' }, { headers: companyA });
    const [add] = await trailAfter(String(Number(await lastTrailId()) - 1));
    const response = await t.call(
      'GetAudit',
      { CompanyId: companyAId, UserId: add.user_id, ActionName: 'AddAddress', From: start },
      { headers: platform },
    );
    expect(response.status).toBe(200);
    const items = response.body.items as PlatformAuditEntry[];
    expect(items[0]).toMatchObject({
      recordId: created.body.id,
      ip: '127.0.0.1',
      companyId: companyAId,
      action: 'AddAddress',
    });
    expect(
      items.every(
        (item) => item.action === 'AddAddress' && item.companyId === companyAId && item.userId === add.user_id,
      ),
    ).toBe(true);
    const ats = items.map((item) => item.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const before = await t.call(
      'GetAudit',
      { Until: start, ActionName: 'AddAddress', RecordId: created.body.id },
      { headers: platform },
    );
    expect(before.body).toEqual({ items: [], total: 0 });
  });

  it('is the platform’s only', async () => {
    const response = await t.call('GetAudit', {}, { headers: companyA });
    expect(response.status).toBe(403);
  });
});
