/**
 * Where a resident's credentials stand at the doors (GetAbonentDelivery), and sending them again
 * (ResendAbonentCredentials): what the console shows on the resident's page, from the devices' own
 * acknowledgements.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryCredential, DeliveryDevice } from '../../contract/delivery';
import type { CredentialStore } from '../../scripts/simulate/credential-store';
import { auditLog } from '../../server/db/schema';
import { compactCredentialChanges } from '../../server/sync/compaction';
import { doorDevice } from './support/door-device';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let companyId: string;
let serverId: string;
let store: CredentialStore;
let abonentId: string;

interface Delivery {
  version: number;
  devices: DeliveryDevice[];
  credentials: DeliveryCredential[];
}

const delivery = async (): Promise<Delivery> => {
  const { status, body } = await t.call('GetAbonentDelivery', { Id: abonentId }, { headers: admin });
  expect(status).toBe(200);
  return body;
};
const ourDevice = (answer: Delivery) => answer.devices.find((device) => device.id === serverId)!;
const card = (answer: Delivery, code: number) =>
  answer.credentials.find((credential) => credential.kind === 'card' && credential.value === String(code))!;
const sync = async () => {
  await store.pull();
  return store.acknowledge();
};

beforeAll(async () => {
  t = await createTestApp();
  const { companyA, companyB } = await demoSessions(t);
  admin = companyA;
  otherAdmin = companyB;
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  ({ id: serverId, store } = await doorDevice(t, companyId, { allDoors: true }));
  await sync();
  const [holder] = (
    (await t.db.execute(sql`select abonent_id from door_credentials
      where company_id = ${companyId}::uuid and abonent_id is not null limit 1`)) as unknown as {
      rows: { abonent_id: string }[];
    }
  ).rows;
  abonentId = holder.abonent_id;
}, 60_000);
afterAll(() => t?.close());

describe('GetAbonentDelivery', () => {
  it('names each device serving the resident’s doors, and when it applied the resident’s latest change', async () => {
    const answer = await delivery();
    const device = ourDevice(answer);
    expect(device).toMatchObject({ kind: 'localServer', reached: true, syncState: 'inSync', online: true });
    expect(device.reachedAt).not.toBeNull();
    expect(answer.credentials.length).toBeGreaterThan(0);
    for (const credential of answer.credentials) expect(credential.current).toBe(true);
  });

  it('a new card waits at a device until it acknowledges it, then says when it did', async () => {
    const code = 917_501;
    const { status } = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: abonentId, AccessCardAndBleTagId: [code] },
      { headers: admin, method: 'POST' },
    );
    expect(status).toBe(200);
    const waiting = await delivery();
    expect(ourDevice(waiting)).toMatchObject({ reached: false, syncState: 'behind', reachedAt: null });
    expect(ourDevice(waiting).pendingSince).not.toBeNull();
    expect(card(waiting, code).devices).toEqual([{ id: serverId, reached: false, reachedAt: null }]);

    await sync();
    const reached = await delivery();
    expect(ourDevice(reached).reached).toBe(true);
    expect(card(reached, code).devices[0].reached).toBe(true);
    expect(card(reached, code).devices[0].reachedAt! >= ourDevice(waiting).pendingSince!).toBe(true);
  });

  it('a blocked card says when each device learned it, also after the change log was compacted', async () => {
    const code = 917_501;
    await t.call('BlockAbonentCard', { AbonentId: abonentId, Code: code }, { headers: admin, method: 'POST' });
    const waiting = card(await delivery(), code);
    expect(waiting).toMatchObject({ current: false, devices: [{ id: serverId, reached: false, reachedAt: null }] });
    expect(waiting.blockedAt).not.toBeNull();

    await sync();
    const learned = card(await delivery(), code);
    expect(learned.devices[0].reached).toBe(true);
    expect(learned.devices[0].reachedAt! >= waiting.blockedAt!).toBe(true);

    await compactCredentialChanges(t.db);
    expect(card(await delivery(), code)).toEqual(learned);
  });

  it('is the company’s own: another company’s resident is not found', async () => {
    const { status } = await t.call('GetAbonentDelivery', { Id: abonentId }, { headers: otherAdmin });
    expect(status).toBe(404);
  });
});

describe('ResendAbonentCredentials', () => {
  it('sends the resident’s credentials again at a new version, which the device applies without drifting', async () => {
    const before = await delivery();
    const { status, body } = await t.call(
      'ResendAbonentCredentials',
      { Id: abonentId },
      { headers: admin, method: 'POST' },
    );
    expect(status).toBe(200);
    expect(body.version).toBe(before.version + 1);
    expect(body.sent).toBeGreaterThan(0);
    expect(ourDevice(await delivery()).reached).toBe(false);

    const acknowledged = await sync();
    expect(acknowledged).toMatchObject({ inSync: true, drift: false, version: body.version });
    expect(ourDevice(await delivery()).reached).toBe(true);

    const [entry] = await t.db
      .select({ operation: auditLog.operation, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ResendAbonentCredentials'), eq(auditLog.recordId, abonentId)));
    expect(entry).toEqual({
      operation: 'RESEND_CREDENTIALS',
      changes: { credential_version: [null, body.version] },
    });
  });

  it('sends one credential, and a device that kept a blocked card loses it', async () => {
    // A device that, somehow, still holds the blocked card: its set drifted.
    const blocked = `card:917501:${abonentId}`;
    const { body: one } = await t.call(
      'ResendAbonentCredentials',
      { Id: abonentId, Credential: 'card:917501' },
      { headers: admin, method: 'POST' },
    );
    expect(one.sent).toBeGreaterThan(0);
    const changes = (await t.db.execute(sql`select credential_id, credential from credential_changes
      where company_id = ${companyId}::uuid and version = ${one.version}`)) as unknown as {
      rows: { credential_id: string; credential: unknown }[];
    };
    expect(changes.rows.every((row) => row.credential_id === blocked && row.credential === null)).toBe(true);
    await sync();
  });

  it('refuses a credential the resident does not hold', async () => {
    const { status } = await t.call(
      'ResendAbonentCredentials',
      { Id: abonentId, Credential: 'card:1' },
      { headers: admin, method: 'POST' },
    );
    expect(status).toBe(404);
  });
});
