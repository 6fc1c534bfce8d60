/**
 * Credentials reaching the doors: the property that proves the change log. For any sequence of
 * administrator changes (zones, cards, keys and their statuses, perimeters' key restrictions, points moved,
 * access rights added, revoked and deleted, abonents deleted, the device's doors reassigned, some of them
 * rolled back), a device that took a snapshot and then applied every change holds exactly what a fresh
 * computation of its doors' credentials gives, and its digest is ours.
 *
 * The random sequences come from fast-check with a fixed seed, the same in CI and by default. To run many
 * more locally, e.g. with another seed each time:
 *
 *     SYNC_RUNS=300 SYNC_SEED=$RANDOM npx vitest run --project server-pglite tests/server/credential-sync.test.ts
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DoorCredential, credentialActions, credentialVerdict } from '../../contract/credentials';
import type { PassEventInput } from '../../contract/journal';
import { API_PATH, CONTROLLER_AUTH_SCHEME } from '../../contract/protocol';
import { buildApp } from '../../server/app';
import { type Database, openDatabase, postgresPool } from '../../server/db/open';
import { controllers } from '../../server/db/schema';
import { issueDeviceToken } from '../../server/devices/tokens';
import { decide } from '../../server/journal/decision';
import { compactCredentialChanges } from '../../server/sync/compaction';
import { retireEndedRights } from '../../server/sync/expired-rights';
import { loadBatchFacts } from '../../server/journal/facts';
import { CredentialStore, type DeviceCall } from '../../scripts/simulate/credential-store';
import { deviceHeaders, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const SEED = Number(process.env.SYNC_SEED ?? 20261205);
const RUNS = Number(process.env.SYNC_RUNS ?? 12);

let t: TestApp;
let companyId: string;
let serverId: string;
let device: Record<string, string>;
let admin: Record<string, string>;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const query = async <Row>(db: Database, statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

const callAs =
  (headers: Record<string, string>): DeviceCall =>
  async (method, action, params = {}) => {
    const { status, body } = await t.call(action, params, { headers, method });
    return { status, body };
  };

const stringified = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
const withTimestamp = (headers: Record<string, string>) => ({ ...headers, timestamp: new Date().toISOString() });

/** What a fresh computation gives for the device's doors: `<point>/<credential>` -> hash. */
async function freshSet(db: Database, column: 'local_server_id' | 'controller_id', deviceId: string) {
  const rows = await query<{ name: string; hash: string }>(
    db,
    sql`select f.access_point_id || '/' || f.credential_id as name,
               lpad(to_hex(credential_hash(f.access_point_id, f.credential_id, f.credential)), 16, '0') as hash
          from credential_rows(${companyId}::uuid, null, null, null, null) f
         where f.access_point_id in (select access_point_id from device_points where ${sql.raw(column)} = ${deviceId}::uuid)`,
  );
  return new Map(rows.map((row) => [row.name, row.hash]));
}

beforeAll(async () => {
  t = await createTestApp();
  const { companyA } = await demoSessions(t);
  admin = companyA;
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  device = await deviceHeaders(t, companyId);
  serverId = device.authorization.split(' ')[1].split(':')[0];
  // The device serves every door of the company but one, which the changes may give it later.
  await t.db.execute(sql`insert into device_points (company_id, local_server_id, access_point_id)
    select company_id, ${serverId}::uuid, id from access_points where company_id = ${companyId}::uuid
     order by display_name offset 1`);
}, 60_000);
afterAll(() => t?.close());

/** One administrator change, its rows chosen by index among those that exist when it runs. */
const change = fc.record({
  kind: fc.constantFrom(
    'zone',
    'card',
    'key',
    'keyStatus',
    'restrict',
    'movePoint',
    'pointSettings',
    'right',
    'revokeRight',
    'deleteRight',
    'hours',
    'cars',
    'addAbonent',
    'deleteAbonent',
    'assign',
  ),
  a: fc.nat(1000),
  b: fc.nat(1000),
  flag: fc.boolean(),
  // About one change in four is rolled back: it must leave no trace.
  rollback: fc.nat(3).map((n) => n === 0),
  pullAfter: fc.boolean(),
});
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

const pick = <T>(items: T[], index: number): T | undefined => (items.length ? items[index % items.length] : undefined);

async function apply(db: Database, { kind, a, b, flag }: Change): Promise<void> {
  const ids = async (table: string, where = sql``) =>
    (
      await query<{ id: string }>(
        db,
        sql`select id from ${sql.raw(table)} where company_id = ${companyId}::uuid ${where} order by id`,
      )
    ).map((row) => row.id);
  const abonent = pick(await ids('abonents'), a);
  switch (kind) {
    case 'zone': {
      const zones = [null, ...(await ids('access_objects')), ...(await ids('access_perimeters'))];
      const zone = pick(zones, b) ?? null;
      const isObject = zone !== null && (await ids('access_objects')).includes(zone);
      if (abonent)
        await db.execute(sql`update abonents set access_object_id = ${isObject ? zone : null}::uuid,
          access_perimeter_id = ${isObject ? null : zone}::uuid where id = ${abonent}::uuid`);
      return;
    }
    case 'card':
      if (!abonent) return;
      if (flag)
        await db.execute(sql`insert into abonent_codes (company_id, abonent_id, code)
          values (${companyId}::uuid, ${abonent}::uuid, ${(a * 1000 + b) % 16_777_216}) on conflict do nothing`);
      else await db.execute(sql`delete from abonent_codes where abonent_id = ${abonent}::uuid and code % 2 = ${b % 2}`);
      return;
    case 'key':
      if (abonent)
        await db.execute(sql`insert into abonent_keys (company_id, abonent_id, title, key_type, status, valid_from, valid_until)
          values (${companyId}::uuid, ${abonent}::uuid, ${`Key ${b}`}, ${flag ? 'temporary' : 'permanent'},
                  ${['approved', 'sent', 'deleteUser'][b % 3]},
                  ${flag ? sql`now() - interval '1 day'` : null}, ${flag ? sql`now() + interval '${sql.raw(String(b % 30))} days'` : null})`);
      return;
    case 'keyStatus': {
      const key = pick(await ids('abonent_keys'), b);
      if (key)
        await db.execute(sql`update abonent_keys set status = ${['approved', 'deleteByAdmin', 'expired', 'deleteAdmin'][a % 4]}
          where id = ${key}::uuid`);
      return;
    }
    case 'restrict': {
      const perimeter = pick(await ids('access_perimeters'), a);
      const column = sql.raw(flag ? 'restrict_pass_permanent_keys' : 'restrict_pass_temporary_keys');
      if (perimeter)
        await db.execute(sql`update access_perimeters set ${column} = not ${column} where id = ${perimeter}::uuid`);
      return;
    }
    case 'movePoint': {
      const point = pick(await ids('access_points'), a);
      if (!point) return;
      const targets = await ids(
        'access_perimeters',
        sql`and access_object_id = (select access_object_id from access_points where id = ${point}::uuid)`,
      );
      const perimeter = pick(targets, b);
      if (perimeter)
        await db.execute(sql`update access_points set perimeter_id = ${perimeter}::uuid where id = ${point}::uuid`);
      return;
    }
    case 'pointSettings': {
      const point = pick(await ids('access_points'), a);
      if (point)
        await db.execute(
          flag
            ? sql`update access_points set open_time = open_time + 1 where id = ${point}::uuid`
            : sql`update access_points set is_lift = not is_lift where id = ${point}::uuid`,
        );
      return;
    }
    case 'right': {
      const targets = [
        ...(await ids('access_objects')).map((id) => ['access_object_id', id]),
        ...(await ids('access_perimeters')).map((id) => ['access_perimeter_id', id]),
        ...(await ids('access_points')).map((id) => ['access_point_id', id]),
      ];
      const [column, target] = pick(targets, b)!;
      await db.execute(sql`insert into access_rights (company_id, name, type, phone, car_number, car_number_key, ${sql.raw(column)},
          active_from, active_to)
        values (${companyId}::uuid, ${`Guest ${a}`}, 'guest', ${`7900${String(a).padStart(7, '0')}`},
                ${flag ? `A${a}BC` : null}, ${flag ? `A${a}BC` : null}, ${target}::uuid,
                now() - interval '1 hour', ${flag ? null : sql`now() + interval '1 day'`})`);
      return;
    }
    case 'revokeRight': {
      const right = pick(await ids('access_rights'), a);
      if (right) await db.execute(sql`update access_rights set revoked_at = now() where id = ${right}::uuid`);
      return;
    }
    case 'deleteRight': {
      const right = pick(await ids('access_rights'), a);
      if (right) await db.execute(sql`delete from access_rights where id = ${right}::uuid`);
      return;
    }
    case 'hours':
      if (abonent)
        await db.execute(sql`update abonents set access_from = ${flag ? '08:00' : null}, access_until = ${flag ? '20:00' : null}
          where id = ${abonent}::uuid`);
      return;
    case 'cars':
      if (abonent)
        await db.execute(sql`update abonents set cars = ${JSON.stringify(flag ? [{ number: `в${b}ор77` }] : [])}::jsonb
          where id = ${abonent}::uuid`);
      return;
    case 'addAbonent': {
      const zone = pick(await ids('access_perimeters'), b);
      await db.execute(sql`insert into abonents (company_id, name, phone_number, access_perimeter_id)
        values (${companyId}::uuid, ${`Resident ${a}`}, ${`7911${String(a).padStart(7, '0')}`}, ${zone}::uuid)`);
      return;
    }
    case 'deleteAbonent':
      if (abonent) await db.execute(sql`delete from abonents where id = ${abonent}::uuid`);
      return;
    case 'assign': {
      const point = pick(await ids('access_points'), a);
      if (!point) return;
      if (flag)
        await db.execute(sql`insert into device_points (company_id, local_server_id, access_point_id)
          values (${companyId}::uuid, ${serverId}::uuid, ${point}::uuid) on conflict do nothing`);
      else
        await db.execute(
          sql`delete from device_points where local_server_id = ${serverId}::uuid and access_point_id = ${point}::uuid`,
        );
      return;
    }
  }
}

class RolledBack extends Error {}

/** One change in a transaction of its own, rolled back when the step says so. */
async function write(step: Change): Promise<void> {
  try {
    await t.db.transaction(async (tx) => {
      await apply(tx, step);
      if (step.rollback) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

describe('credentials reaching the doors', () => {
  it('a device that applied the snapshot and every change holds what a fresh snapshot gives, digests equal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 14 }), async (changes) => {
        const store = new CredentialStore(callAs(device));
        await store.snapshot();
        for (const step of changes) {
          await write(step);
          if (step.pullAfter) await store.pull();
        }
        await store.pull();
        expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
        expect(await store.acknowledge()).toMatchObject({ inSync: true, drift: false });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);

  it('a device long-polling while the changes are written (woken, answered from shared reads) ends equal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
        const store = new CredentialStore(callAs(device));
        await store.snapshot();
        let writing = true;
        const polling = (async () => {
          // The device's loop: each answer applied, then waiting again (a 409: a new snapshot).
          while (writing) await store.pull(1);
        })();
        for (const step of changes) {
          await write(step);
          if (step.pullAfter) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        writing = false;
        await polling;
        await store.pull();
        expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
      }),
      { seed: SEED, numRuns: Math.max(2, RUNS / 3), endOnFailure: true },
    );
  }, 240_000);

  it('the journal, who-can-pass and the doors’ credentials agree on who passes, on random data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        async (changes, minute) => {
          for (const step of changes) if (!step.rollback) await t.db.transaction((tx) => apply(tx, step));
          const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const occurredAt = `${new Date().toISOString().slice(0, 10)}T${clock}:00+03:00`;
          const at = new Date(occurredAt);
          const fresh = await query<{ point: string; abonent: string | null; credential: DoorCredential }>(
            t.db,
            sql`select access_point_id as point, abonent_id as abonent, credential
                  from credential_rows(${companyId}::uuid, null, null, null, null)`,
          );
          const cards = await query<{ abonent: string; code: number }>(
            t.db,
            sql`select distinct on (abonent_id) abonent_id as abonent, code from abonent_codes
                 where company_id = ${companyId}::uuid order by abonent_id, code`,
          );
          for (const point of [...new Set(fresh.map((row) => row.point))]) {
            const rows = fresh.filter((row) => row.point === point);
            const settings = rows.find((row) => row.credential.kind === 'point')!.credential;
            if (settings.kind !== 'point') throw new Error('no point entry');
            const opens = (abonent: string, kind?: string) =>
              rows.some(
                (row) =>
                  row.abonent === abonent &&
                  row.credential.kind !== 'point' &&
                  (!kind || row.credential.kind === kind) &&
                  credentialVerdict(row.credential, settings, at, clock) === 'opens',
              );
            // Who can pass lists exactly the abonents the doors hold, passing as the doors would decide.
            const answer = await t.call('GetWhoCanPass', { AccessPointId: point, At: occurredAt }, { headers: admin });
            const listed = new Map<string, boolean>(
              answer.body.items
                .filter((item: { kind: string }) => item.kind === 'abonent')
                .map((item: { recordId: string; passes: boolean }) => [item.recordId, item.passes]),
            );
            const held = [...new Set(rows.map((row) => row.abonent).filter((id) => id !== null))];
            expect(new Set(listed.keys())).toEqual(new Set(held));
            for (const abonent of held) expect(listed.get(abonent)).toBe(opens(abonent));
            // The journal explains a card at the door as the door decides it, for every abonent with a card.
            const events: PassEventInput[] = cards.map(({ abonent, code }) => ({
              eventId: `agree-${abonent}`,
              accessPointId: point,
              occurredAt,
              keyType: 'card',
              cardId: String(code),
              phone: null,
              keyId: null,
              carPlate: null,
              result: 'opened',
              denialReason: null,
            }));
            const facts = await loadBatchFacts(t.db, companyId, events);
            for (const [index, event] of events.entries()) {
              const { decision } = decide(event, facts.points.get(point)!, facts);
              expect({ abonent: cards[index].abonent, allowed: decision.rule === 'abonentAllowed' }).toEqual({
                abonent: cards[index].abonent,
                allowed: opens(cards[index].abonent, 'card'),
              });
            }
          }
        },
      ),
      { seed: SEED, numRuns: Math.max(3, Math.round(RUNS / 3)), endOnFailure: true },
    );
  }, 240_000);

  it('a gate that decided on an older version is named as such, with the change it had not learned', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    // A resident of the object of one of the gate's doors, with a card of their own.
    const [card] = await query<{ point: string; code: number; abonent: string }>(
      t.db,
      sql`with resident as (
            insert into abonents (company_id, name, phone_number, access_object_id)
            select ${companyId}::uuid, 'Stale Gate Resident', '79990001122', p.access_object_id
              from access_points p where p.id = ${store.points[0]}::uuid
            returning id),
          card as (
            insert into abonent_codes (company_id, abonent_id, code) select ${companyId}::uuid, id, 16000001 from resident
            returning abonent_id, code)
          select ${store.points[0]}::uuid as point, code, abonent_id as abonent from card`,
    );
    await store.pull();
    // The card is taken from its owner; the gate has not pulled since, so it still opens for it.
    await t.db.execute(sql`delete from abonent_codes where code = ${card.code} and abonent_id = ${card.abonent}::uuid`);
    const occurredAt = new Date().toISOString();
    const decision = store.decide(
      card.point,
      { kind: 'card', value: String(card.code) },
      new Date(occurredAt),
      '12:00',
    );
    expect(decision).toMatchObject({ opened: true, version: store.version });
    const eventId = `stale-${card.code}-${Date.now()}`;
    const sent = await t.call(
      'AddPassEvents',
      {
        Events: [
          {
            eventId,
            accessPointId: card.point,
            occurredAt,
            keyType: 'card',
            cardId: String(card.code),
            result: 'opened',
            credentialVersion: decision.version,
          },
        ],
      },
      { headers: device },
    );
    expect(sent.body).toEqual({ accepted: 1, duplicates: 0 });
    const [stored] = await query<{ decision: Record<string, any> }>(
      t.db,
      sql`select decision from pass_events where device_event_id = ${eventId}`,
    );
    expect(stored.decision).toMatchObject({
      rule: 'unknownKey',
      decidedOn: { version: decision.version, laterChange: { removed: true } },
    });
    expect(stored.decision.decidedOn.laterChange.version).toBeGreaterThan(decision.version);
    // Once it has pulled, the gate refuses the card.
    await store.pull();
    expect(store.decide(card.point, { kind: 'card', value: String(card.code) }, new Date(), '12:00')).toMatchObject({
      opened: false,
      denialReason: 'unknownKey',
    });
  });

  it('compacts the change log up to what every device acknowledged; a device behind it re-snapshots', async () => {
    const behind = new CredentialStore(callAs(device));
    await behind.snapshot();
    await behind.acknowledge();
    const flip = () =>
      t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${behind.points[0]}::uuid`);
    await flip();
    const held = async () =>
      Number(
        (
          await query<{ count: string }>(
            t.db,
            sql`select count(*) from credential_changes where company_id = ${companyId}::uuid`,
          )
        )[0].count,
      );
    const before = await held();
    await compactCredentialChanges(t.db);
    // The change after the device's version stays for it.
    expect(await held()).toBeGreaterThan(0);
    expect(await held()).toBeLessThanOrEqual(before);
    const caughtUp = new CredentialStore(callAs(device));
    await caughtUp.snapshot();
    await caughtUp.acknowledge();
    await flip();
    // The device that acknowledged the version before the flip can still catch up by changes...
    expect((await t.call('GetCredentialChanges', { Since: caughtUp.version }, { headers: device })).status).toBe(200);
    await compactCredentialChanges(t.db);
    // ...while the older version is below the floor now.
    expect((await t.call('GetCredentialChanges', { Since: behind.version }, { headers: device })).status).toBe(409);
    await behind.pull();
    expect(behind.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
  });

  it('an access right whose period ends leaves the doors at the next housekeeping, with the removal logged', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    const [right] = await query<{ id: string }>(
      t.db,
      sql`insert into access_rights (company_id, name, type, phone, access_point_id, active_to)
          values (${companyId}::uuid, 'Courier for a second', 'guest', '79005550101', ${store.points[0]}::uuid,
                  now() + interval '1 second')
          returning id`,
    );
    const held = async () =>
      (
        await query<{ id: string }>(
          t.db,
          sql`select credential_id as id from door_credentials where access_right_id = ${right.id}::uuid`,
        )
      ).length;
    expect(await held()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Nothing was written: the doors still hold it (and would refuse it by its end).
    expect(await held()).toBe(1);
    expect(await retireEndedRights(t.db)).toBe(1);
    expect(await held()).toBe(0);
    await store.pull();
    expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
    expect([...store.hashes().keys()].some((name) => name.endsWith(right.id))).toBe(false);
  });

  it('a snapshot, page by page, is what the contract promises (the database writes its JSON) and all of ours', async () => {
    const pages = [];
    let after: string | undefined;
    do {
      const answer = await t.call(
        'GetCredentialSnapshot',
        { Limit: 7, ...(after && { After: after }) },
        { headers: device },
      );
      expect(answer.status).toBe(200);
      // Parsed with the output schema, nothing is dropped, added or changed.
      expect(credentialActions.GetCredentialSnapshot.output.parse(answer.body)).toEqual(answer.body);
      pages.push(answer.body);
      after = answer.body.next ?? undefined;
    } while (after);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1).items.length).toBeLessThanOrEqual(7);
    const held = new Map<string, string>();
    for (const page of pages)
      for (const item of page.items) held.set(`${item.accessPointId}/${item.credentialId}`, item.hash);
    expect(held).toEqual(await freshSet(t.db, 'local_server_id', serverId));
    expect(pages[0].points).toEqual([...pages[0].points].sort());
  });

  it('a change reaches a device that waits for it, without polling', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    const [abonent] = await query<{ id: string }>(
      t.db,
      sql`select a.id from abonents a join door_credentials d on d.abonent_id = a.id
           join device_points dp on dp.access_point_id = d.access_point_id and dp.local_server_id = ${serverId}::uuid
          where a.company_id = ${companyId}::uuid limit 1`,
    );
    const waited = performance.now();
    const pulled = store.pull(20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.db.execute(sql`update abonents set name = name || ' (moved)' where id = ${abonent.id}::uuid`);
    expect(await pulled).toBeGreaterThan(0);
    // Woken by the commit, not by the 20 s bound.
    expect(performance.now() - waited).toBeLessThan(10_000);
    expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
  });

  it('across servers on one PostgreSQL: a change written through one wakes a device waiting on another', async (context) => {
    const pool = postgresPool(t.db);
    if (!pool) return context.skip('PGlite is one process: one server');
    const other = await openDatabase({ url: pool.options.connectionString! });
    const second = buildApp({ db: other.db });
    await second.ready();
    try {
      const viaSecond: DeviceCall = async (method, action, params = {}) => {
        const response = await second.inject(
          method === 'GET'
            ? {
                method,
                url: API_PATH,
                query: { Action: action, ...stringified(params) },
                headers: withTimestamp(device),
              }
            : { method, url: API_PATH, payload: { Action: action, ...params }, headers: withTimestamp(device) },
        );
        return { status: response.statusCode, body: response.json() };
      };
      const store = new CredentialStore(viaSecond);
      await store.snapshot();
      const waited = performance.now();
      const pulled = store.pull(20);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${store.points[0]}::uuid`);
      expect(await pulled).toBeGreaterThan(0);
      expect(performance.now() - waited).toBeLessThan(10_000);
      expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
    } finally {
      await second.close();
      await other.close();
    }
  });

  it('a change at a door the device does not serve brings it nothing: it waits on', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    const [other] = await query<{ id: string }>(
      t.db,
      sql`select id from access_points where company_id = ${companyId}::uuid
            and id not in (select access_point_id from device_points where local_server_id = ${serverId}::uuid) limit 1`,
    );
    const waited = performance.now();
    const pulled = store.pull(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${other.id}::uuid`);
    expect(await pulled).toBe(0);
    expect(performance.now() - waited).toBeGreaterThanOrEqual(1_900);
  });

  it('a device that drifted is told so; one behind is told neither in sync nor drifted', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    expect(await store.acknowledge()).toMatchObject({ inSync: true, drift: false });
    const claimed = await t.call(
      'AcknowledgeCredentials',
      { Version: store.version, Digest: '0123456789abcdef' },
      { headers: device },
    );
    expect(claimed.body).toMatchObject({ inSync: false, drift: true });
    const [{ drift }] = await query<{ drift: boolean }>(
      t.db,
      sql`select drift from device_sync where local_server_id = ${serverId}::uuid`,
    );
    expect(drift).toBe(true);
    await t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${store.points[0]}::uuid`);
    expect(await store.acknowledge()).toMatchObject({ inSync: false, drift: false });
    await store.pull();
    expect(await store.acknowledge()).toMatchObject({ inSync: true, drift: false });
  });

  it('acknowledgements sent together are each judged alone, the same device twice included', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    const others = await t.db
      .select({ id: controllers.id })
      .from(controllers)
      .where(eq(controllers.companyId, companyId))
      .limit(2);
    const controllerHeaders = await Promise.all(
      others.map(async ({ id }) => ({
        authorization: `${CONTROLLER_AUTH_SCHEME} ${id}:${await issueDeviceToken(t.db, 'controller', companyId, id)}`,
      })),
    );
    const acknowledge = (headers: Record<string, string>, digest: string, version = store.version) =>
      t.call('AcknowledgeCredentials', { Version: version, Digest: digest }, { headers });
    // A controller serving no door holds the empty set: its digest is zero.
    const empty = '0000000000000000';
    const answers = await Promise.all([
      acknowledge(device, store.digest()),
      acknowledge(device, 'ffffffffffffffff'),
      acknowledge(controllerHeaders[0], empty),
      acknowledge(controllerHeaders[1], '0123456789abcdef'),
      acknowledge(controllerHeaders[1], empty, store.version + 5),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual([
      { version: store.version, inSync: true, drift: false },
      { version: store.version, inSync: false, drift: true },
      { version: store.version, inSync: true, drift: false },
      { version: store.version, inSync: false, drift: true },
      // Ahead of the company's version: behind is all it can be told.
      { version: store.version, inSync: false, drift: false },
    ]);
    await store.acknowledge();
  });

  it('asks for a snapshot from a version 0, a future one, or one before its doors changed', async () => {
    const store = new CredentialStore(callAs(device));
    await store.snapshot();
    for (const since of [0, store.version + 1000]) {
      const answer = await t.call('GetCredentialChanges', { Since: since }, { headers: device });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('common.errors.snapshotRequired');
    }
    const [point] = store.points;
    await t.db.execute(
      sql`delete from device_points where local_server_id = ${serverId}::uuid and access_point_id = ${point}::uuid`,
    );
    expect((await t.call('GetCredentialChanges', { Since: store.version }, { headers: device })).status).toBe(409);
    await store.pull();
    expect(store.points).not.toContain(point);
    expect(store.hashes()).toEqual(await freshSet(t.db, 'local_server_id', serverId));
  });

  it('a controller with its own token holds its own doors only, never another company’s', async () => {
    const [controller] = await t.db
      .select({ id: controllers.id })
      .from(controllers)
      .where(eq(controllers.companyId, companyId))
      .limit(1);
    const token = await issueDeviceToken(t.db, 'controller', companyId, controller.id);
    const headers = { authorization: `${CONTROLLER_AUTH_SCHEME} ${controller.id}:${token}` };
    const [{ id: point }] = await query<{ id: string }>(
      t.db,
      sql`select id from access_points where company_id = ${companyId}::uuid order by display_name limit 1`,
    );
    await t.db.execute(sql`insert into device_points (company_id, controller_id, access_point_id)
      values (${companyId}::uuid, ${controller.id}::uuid, ${point}::uuid)`);
    const store = new CredentialStore(callAs(headers));
    await store.snapshot();
    expect(store.points).toEqual([point]);
    expect([...store.hashes().keys()].every((name) => name.startsWith(`${point}/`))).toBe(true);
    expect(store.hashes()).toEqual(await freshSet(t.db, 'controller_id', controller.id));
    // A controller reports no pass events and opens no locks: those are its local server's.
    expect((await t.call('GetLockCommands', {}, { headers })).status).toBe(403);
    // Its token is not a local server's.
    const asServer = { authorization: headers.authorization.replace(CONTROLLER_AUTH_SCHEME, 'LOCAL-SERVER') };
    expect((await t.call('GetCredentialSnapshot', {}, { headers: asServer })).status).toBe(401);
  });
});
