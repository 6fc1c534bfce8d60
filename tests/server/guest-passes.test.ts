/**
 * Guest passes: issued with a token seen once, the public lock page's Actions (signature, period, use
 * count, revocation, rate limits, nothing about the company), the outbox of open commands and the
 * device Actions that collect it, and the journal's record of each opening: an opening is one only once
 * a door device took its command.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPasses, lockCommands, passEvents, signInThrottles } from '../../server/db/schema';
import { GUEST_REQUESTS_PER_ADDRESS, GUEST_REQUESTS_PER_LINK } from '../../server/guest/throttle';
import { guestPassMessages, guestRefusalMessage } from '../../contract/guest-pass';
import { errors } from '../../contract/messages';
import { DENIAL_BURST_MIN } from '../../contract/journal-anomalies';
import { THROTTLE_WINDOW_MINUTES } from '../../server/auth/login-attempts';
import { pollDoors } from '../../scripts/simulate/doors';
import { DEVICE_AUTH_SCHEME } from '../../contract/protocol';
import { deviceHeaders, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;
let companyBId: string;
let doors: { id: string; displayName: string }[];

const DAY = 24 * 60 * 60 * 1000;
/** How long an opening waits for a device here: long enough for the test's device, short for a test without one. */
const OPENING_WAIT_MS = 2000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Each test's public calls come from an address of its own, so that one test's count does not limit another's. */
let addressCounter = 10;
const nextAddress = () => `198.51.100.${addressCounter++}`;

beforeAll(async () => {
  t = await createTestApp({ settings: { guestOpeningWaitMs: OPENING_WAIT_MS } });
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  const profilesB = await t.call('GetProfiles', {}, { headers: companyB });
  companyBId = profilesB.body.items.find(
    (p: { companyName: string }) => p.companyName === 'Riverside Property Management',
  ).companyId;
  doors = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items.slice(0, 3);
}, 60_000);
afterAll(() => t?.close());

const issue = async (params: Record<string, unknown> = {}) => {
  const response = await t.call(
    'IssueGuestPass',
    {
      Name: 'Гость Мария',
      AccessPointIds: [doors[0].id, doors[1].id],
      ValidFrom: inDays(-1),
      ValidTo: inDays(1),
      MaxUses: 2,
      ...params,
    },
    { headers: companyA },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string; token: string };
};
const publicCall = (action: string, params: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.call(action, params, { remoteAddress });

/** The company's local server at the door: takes every waiting open command as soon as it is written. */
const takeCommands = async (count = 1) => {
  const device = await deviceHeaders(t, companyAId);
  const taken: string[] = [];
  for (let poll = 0; taken.length < count && poll < 100; poll += 1) {
    const ids = (await t.call('GetLockCommands', {}, { headers: device })).body.items.map(
      (command: { id: string }) => command.id,
    );
    if (ids.length > 0) {
      await t.call('AcknowledgeLockCommands', { CommandIds: ids }, { headers: device });
      taken.push(...ids);
    } else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return taken;
};

/** Opens a door while a device takes the command. */
const openWithDevice = async (token: string, pointId: string) => {
  const [opening] = await Promise.all([
    publicCall('OpenGuestDoor', { Pass: token, AccessPointId: pointId }),
    takeCommands(),
  ]);
  return opening;
};

const eventsOf = (guestPassId: string) =>
  t.db
    .select()
    .from(passEvents)
    .where(sql`${passEvents.decision} ->> 'guestPassId' = ${guestPassId}`)
    .orderBy(passEvents.occurredAt);

describe('issuing a guest pass', () => {
  it('returns an unguessable token once and keeps only its hash', async () => {
    const { id, token } = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(guestPasses).where(eq(guestPasses.id, id));
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await t.call('GetGuestPasses', { Id: id }, { headers: companyA });
    expect(listed.body.items[0]).toMatchObject({ name: 'Гость Мария', uses: 0, maxUses: 2, status: 'active' });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.items[0].points.map((point: { id: string }) => point.id).sort()).toEqual(
      [doors[0].id, doors[1].id].sort(),
    );
  });

  it('refuses another company’s points and a period that ends before it starts', async () => {
    const pointOfB = (await t.call('GetAllAccessPoints', {}, { headers: companyB })).body.items[0].id;
    const foreign = await t.call(
      'IssueGuestPass',
      { Name: 'Гость', AccessPointIds: [pointOfB], ValidFrom: inDays(0), ValidTo: inDays(1), MaxUses: 1 },
      { headers: companyA },
    );
    expect(foreign.body.fields).toEqual({ AccessPointIds: guestPassMessages.pointNotFound });
    const backwards = await t.call(
      'IssueGuestPass',
      { Name: 'Гость', AccessPointIds: [doors[0].id], ValidFrom: inDays(1), ValidTo: inDays(0), MaxUses: 1 },
      { headers: companyA },
    );
    expect(backwards.body.fields).toEqual({ ValidTo: guestPassMessages.periodOrder });
  });

  it('is the company’s own: another company neither lists nor revokes it', async () => {
    const { id } = await issue();
    expect((await t.call('GetGuestPasses', { Id: id }, { headers: companyB })).body.items).toEqual([]);
    expect((await t.call('RevokeGuestPass', { GuestPassId: id }, { headers: companyB })).status).toBe(404);
  });
});

describe('the public lock page', () => {
  it('shows the doors and the period, and nothing about the company', async () => {
    const { token } = await issue();
    const response = await publicCall('GetGuestDoors', { Pass: token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['doors', 'name', 'usesLeft', 'validFrom', 'validTo']);
    expect(response.body.usesLeft).toBe(2);
    expect(response.body.doors.map((door: { name: string }) => door.name).sort()).toEqual(
      [doors[0].displayName, doors[1].displayName].sort(),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/Северный|company/i);
  });

  it('refuses a link nobody issued, or one altered by a character', async () => {
    const { token } = await issue();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const Pass of [altered, 'x'.repeat(43)]) {
      const response = await publicCall('GetGuestDoors', { Pass });
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(guestRefusalMessage('unknown'));
    }
  });

  it('opens a door once a device took the command: counts a use and records the pass; refuses after the last use', async () => {
    await t.db.delete(lockCommands);
    const { id, token } = await issue();
    const first = await openWithDevice(token, doors[0].id);
    expect(first.body).toEqual({ door: doors[0].displayName, opened: true, usesLeft: 1 });
    expect((await openWithDevice(token, doors[1].id)).body).toMatchObject({ opened: true, usesLeft: 0 });
    const third = await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id });
    expect(third.status).toBe(410);
    expect(third.body.error).toBe(guestRefusalMessage('usedUp'));
    expect((await publicCall('GetGuestDoors', { Pass: token })).body.error).toBe(guestRefusalMessage('usedUp'));

    const commands = await t.db.select().from(lockCommands).where(eq(lockCommands.guestPassId, id));
    expect(commands.map((command) => command.accessPointName).sort()).toEqual(
      [doors[0].displayName, doors[1].displayName].sort(),
    );
    const events = await eventsOf(id);
    expect(events.map((event) => [event.source, event.userName, event.result])).toEqual([
      ['guestPass', 'Гость Мария', 'opened'],
      ['guestPass', 'Гость Мария', 'opened'],
      ['guestPass', 'Гость Мария', 'denied'],
    ]);
    expect(events[2].denialReason).toBe('usedUp');
  });

  it('says plainly when no device took the command, and uses up no opening for it', async () => {
    await t.db.delete(lockCommands);
    const { id, token } = await issue({ MaxUses: 1 });
    const started = Date.now();
    const unconfirmed = await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id });
    expect(unconfirmed.body).toEqual({ door: doors[0].displayName, opened: false, usesLeft: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(OPENING_WAIT_MS - 50);
    // Nobody passed: the journal has nothing, the pass no use.
    expect(await eventsOf(id)).toEqual([]);
    expect((await t.db.select().from(guestPasses).where(eq(guestPasses.id, id)))[0].uses).toBe(0);
    // Once that command is stale, the link's one opening is there to try again, and a device takes it.
    await t.db.update(lockCommands).set({ createdAt: sql`now() - interval '1 minute'` });
    expect((await publicCall('GetGuestDoors', { Pass: token })).body.usesLeft).toBe(1);
    expect((await openWithDevice(token, doors[0].id)).body).toMatchObject({ opened: true, usesLeft: 0 });
  });

  it('never lets more openings through than uses, however many arrive together', async () => {
    await t.db.delete(lockCommands);
    const { id, token } = await issue({ MaxUses: 3 });
    const [results] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () => publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id })),
      ),
      takeCommands(3),
    ]);
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 410)).toHaveLength(5);
    const [stored] = await t.db.select().from(guestPasses).where(eq(guestPasses.id, id));
    expect(stored.uses).toBe(3);
  });

  it('refuses a door the link does not open, a link not yet valid, an expired one and a revoked one', async () => {
    const { token } = await issue();
    const otherDoor = await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[2].id });
    expect([otherDoor.status, otherDoor.body.error]).toEqual([404, guestRefusalMessage('notThisDoor')]);
    const early = await issue({ ValidFrom: inDays(1), ValidTo: inDays(2) });
    expect((await publicCall('GetGuestDoors', { Pass: early.token })).body.error).toBe(guestRefusalMessage('notYet'));
    const late = await issue({ ValidFrom: inDays(-3), ValidTo: inDays(-2) });
    const expired = await publicCall('OpenGuestDoor', { Pass: late.token, AccessPointId: doors[0].id });
    expect([expired.status, expired.body.error]).toEqual([410, guestRefusalMessage('expired')]);

    const revocable = await issue();
    expect((await publicCall('GetGuestDoors', { Pass: revocable.token })).status).toBe(200);
    const revoked = await t.call('RevokeGuestPass', { GuestPassId: revocable.id }, { headers: companyA });
    expect(revoked.body.status).toBe('revoked');
    expect((await t.call('RevokeGuestPass', { GuestPassId: revocable.id }, { headers: companyA })).status).toBe(409);
    const after = await publicCall('OpenGuestDoor', { Pass: revocable.token, AccessPointId: doors[0].id });
    expect([after.status, after.body.error]).toEqual([410, guestRefusalMessage('revoked')]);
  });

  it('records a dead link’s refusals in the journal once a window, however often it is tapped', async () => {
    const { id, token } = await issue();
    await t.call('RevokeGuestPass', { GuestPassId: id }, { headers: companyA });
    const taps = DENIAL_BURST_MIN * 2;
    for (let tap = 0; tap < taps; tap += 1) {
      const refused = await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[tap % 2].id });
      expect([refused.status, refused.body.error]).toEqual([410, guestRefusalMessage('revoked')]);
    }
    const events = await eventsOf(id);
    expect(events.map((event) => [event.result, event.denialReason])).toEqual([['denied', 'revoked']]);
    // A new window records the next one.
    await t.db
      .update(signInThrottles)
      .set({ windowStartedAt: sql`now() - interval '${sql.raw(String(THROTTLE_WINDOW_MINUTES + 1))} minutes'` })
      .where(and(eq(signInThrottles.kind, 'guestRefusal'), eq(signInThrottles.subject, id)));
    expect((await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id })).status).toBe(410);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('limits the requests per link, whatever the addresses', async () => {
    const { id, token } = await issue({ MaxUses: 1 });
    for (let request = 0; request < GUEST_REQUESTS_PER_LINK; request += 1) {
      expect((await publicCall('GetGuestDoors', { Pass: token })).status).toBe(200);
    }
    const over = await publicCall('GetGuestDoors', { Pass: token });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(errors.tooManyRequests);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await t.db.delete(signInThrottles).where(eq(signInThrottles.subject, id));
  });

  it('limits the requests per address, guesses included', async () => {
    const address = nextAddress();
    for (let request = 0; request < GUEST_REQUESTS_PER_ADDRESS; request += 1) {
      expect((await publicCall('GetGuestDoors', { Pass: `guess-${request}` }, address)).status).toBe(404);
    }
    const { token } = await issue();
    expect((await publicCall('GetGuestDoors', { Pass: token }, address)).status).toBe(429);
    expect((await publicCall('GetGuestDoors', { Pass: token })).status).toBe(200);
  });
});

describe('the outbox and the device side', () => {
  it('hands the company’s local server its waiting open commands, and forgets those it acknowledged', async () => {
    await t.db.delete(lockCommands);
    const { token } = await issue();
    await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id });
    const device = await deviceHeaders(t, companyAId);
    const waiting = await t.call('GetLockCommands', {}, { headers: device });
    expect(waiting.status).toBe(200);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        command: 'open',
        accessPointId: doors[0].id,
        accessPointName: doors[0].displayName,
        lockPid: expect.any(String),
      }),
    ]);
    // Another company's local server sees none of them, nor can it acknowledge them.
    const otherDevice = await deviceHeaders(t, companyBId);
    expect((await t.call('GetLockCommands', {}, { headers: otherDevice })).body.items).toEqual([]);
    const ids = waiting.body.items.map((command: { id: string }) => command.id);
    expect((await t.call('AcknowledgeLockCommands', { CommandIds: ids }, { headers: otherDevice })).body).toEqual({
      acknowledged: 0,
    });
    expect((await t.call('AcknowledgeLockCommands', { CommandIds: ids }, { headers: device })).body).toEqual({
      acknowledged: 1,
    });
    expect((await t.call('AcknowledgeLockCommands', { CommandIds: ids }, { headers: device })).body).toEqual({
      acknowledged: 0,
    });
    expect((await t.call('GetLockCommands', {}, { headers: device })).body.items).toEqual([]);
  });

  it('drops a command nobody collected in time, and lets no session in', async () => {
    await t.db.delete(lockCommands);
    const { token } = await issue();
    await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[0].id });
    await t.db.update(lockCommands).set({ createdAt: sql`now() - interval '2 minutes'` });
    const device = await deviceHeaders(t, companyAId);
    expect((await t.call('GetLockCommands', {}, { headers: device })).body.items).toEqual([]);
    expect((await t.call('GetLockCommands', {}, { headers: companyA })).status).toBe(401);
  });

  it('is carried out by the door simulator, which acknowledges what it opened', async () => {
    await t.db.delete(lockCommands);
    const { token } = await issue();
    await publicCall('OpenGuestDoor', { Pass: token, AccessPointId: doors[1].id });
    const [scheme, credentials] = (await deviceHeaders(t, companyAId)).authorization.split(' ');
    expect(scheme).toBe(DEVICE_AUTH_SCHEME);
    const [localServerId, deviceToken] = credentials.split(':');
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const opened = await pollDoors({ url, localServerId, token: deviceToken });
    expect(opened.map((command) => command.accessPointName)).toEqual([doors[1].displayName]);
    expect(await pollDoors({ url, localServerId, token: deviceToken })).toEqual([]);
  });
});
