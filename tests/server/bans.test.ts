import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_BAN_MINUTES } from '../../server/auth/ip-bans';
import {
  MAX_FAILED_ATTEMPTS,
  MAX_FAILED_ATTEMPTS_PER_ADDRESS,
  reserveAttempt,
  THROTTLE_WINDOW_MINUTES,
} from '../../server/auth/login-attempts';
import { guardedCheck, IN_PROGRESS_RETRY_SECONDS } from '../../server/auth/sign-in-guard';
import { ipBans, loginAttempts, signInThrottles } from '../../server/db/schema';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { deleteStaleRows } from '../../server/housekeeping';
import { banMessages } from '../../contract/ban';
import { errors } from '../../contract/messages';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The operator signs in from the default 127.0.0.1; every guess below comes from an address of its own.
  ({ headers: platform } = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform'));
});
afterAll(() => t.close());

const WINDOW_SECONDS = THROTTLE_WINDOW_MINUTES * 60;

const login = (PhoneNumber: string, Password: string, remoteAddress: string) =>
  t.call('Login', { PhoneNumber, Password, Area: 'company' }, { remoteAddress });

/** The statuses of the answers, counted: `{ 401: 5, 429: 35 }`. */
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counted, { status }) => ({ ...counted, [status]: (counted[status] ?? 0) + 1 }),
    {},
  );

/** Wrong passwords from one address, each for a phone number of its own, all at once. */
const sprayPhones = (remoteAddress: string, count: number, prefix: string) =>
  Promise.all(
    Array.from({ length: count }, (_, n) => login(`${prefix}${String(n).padStart(3, '0')}`, 'guess', remoteAddress)),
  );

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

/** The bans of the address or network, as the database holds them. */
const bansOf = (network: string) =>
  t.db
    .select({
      automatic: ipBans.automatic,
      failures: ipBans.failures,
      minutes: sql<number>`round(extract(epoch from ${ipBans.endsAt} - ${ipBans.createdAt}) / 60)::int`,
    })
    .from(ipBans)
    .where(sql`${ipBans.network} = ${network}::cidr`)
    .orderBy(ipBans.createdAt);

/** Time passes: the address's bans have ended and its throttling window is over. */
async function laterFor(address: string) {
  await t.db
    .update(ipBans)
    .set({ endsAt: sql`now() - interval '1 minute'` })
    .where(sql`${ipBans.network} = ${address}::cidr`);
  await t.db
    .update(signInThrottles)
    .set({ windowStartedAt: sql`now() - interval '${sql.raw(String(THROTTLE_WINDOW_MINUTES + 1))} minutes'` })
    .where(eq(signInThrottles.subject, address));
}

describe('sign-in throttling under concurrency', () => {
  it(`checks only ${MAX_FAILED_ATTEMPTS} of 40 simultaneous wrong passwords for one phone number from one address`, async () => {
    const phone = DEMO_ACCOUNTS.multiCompanyAdmin;
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => login(phone, `guess-${n}`, '192.0.2.10')));
    expect(statuses(responses)).toEqual({ 401: MAX_FAILED_ATTEMPTS, 429: 40 - MAX_FAILED_ATTEMPTS });
    // Refused while the five were being checked: try again in a moment; once they had failed: after the
    // window; once the address had guessed too much: banned.
    const refused = responses.filter((response) => response.status === 429);
    for (const response of refused) {
      if (response.body.error === errors.attemptsInProgress) {
        expect(retryAfter(response)).toBe(IN_PROGRESS_RETRY_SECONDS);
        continue;
      }
      if (response.body.error === errors.addressBanned) continue;
      expect(response.body).toEqual({ error: errors.tooManyAttempts });
      expect(retryAfter(response)).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(retryAfter(response)).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Only the passwords checked are recorded attempts.
    const recorded = await t.db.select().from(loginAttempts).where(eq(loginAttempts.phoneNumber, phone));
    expect(recorded).toHaveLength(MAX_FAILED_ATTEMPTS);

    // Locked for that address only: the right password from it is refused…
    const fromGuesser = await login(phone, DEFAULT_DEMO_PASSWORD, '192.0.2.10');
    expect(fromGuesser.status).toBe(429);
    // …and the owner signs in from their own.
    expect((await login(phone, DEFAULT_DEMO_PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it('bans an address that keeps guessing at a phone number locked for it', async () => {
    const phone = DEMO_ACCOUNTS.platformAdmin;
    const address = '192.0.2.12';
    const answers: string[] = [];
    for (let n = 0; n <= MAX_FAILED_ATTEMPTS_PER_ADDRESS; n++) {
      const response = await t.call(
        'Login',
        { PhoneNumber: phone, Password: `guess-${n}`, Area: 'platform' },
        { remoteAddress: address },
      );
      answers.push(response.status === 401 ? 'wrong' : response.body.error);
    }
    // Five checked, then slowed (refused, counted against the address), then banned.
    expect(answers.slice(0, MAX_FAILED_ATTEMPTS)).toEqual(Array(MAX_FAILED_ATTEMPTS).fill('wrong'));
    expect(answers.slice(MAX_FAILED_ATTEMPTS, -1)).toEqual(
      Array(MAX_FAILED_ATTEMPTS_PER_ADDRESS - MAX_FAILED_ATTEMPTS).fill(errors.tooManyAttempts),
    );
    expect(answers.at(-1)).toBe(errors.addressBanned);
    expect(await bansOf(address)).toEqual([
      { automatic: true, failures: MAX_FAILED_ATTEMPTS_PER_ADDRESS + 1, minutes: AUTOMATIC_BAN_MINUTES[0] },
    ]);
    // The platform operator, from their own address, is not locked out.
    const operator = await t.call(
      'Login',
      { PhoneNumber: phone, Password: DEFAULT_DEMO_PASSWORD, Area: 'platform' },
      { remoteAddress: '192.0.2.13' },
    );
    expect(operator.status).toBe(200);
  });

  it(`tells a sign-in arriving while ${MAX_FAILED_ATTEMPTS} passwords of its phone number are being checked to try again in a moment`, async () => {
    const attempt = { phoneNumber: '447700900501', ip: '192.0.2.15' };
    // The first five passwords are checked, and their checks held open until the sixth has been answered.
    let checksStarted = 0;
    let allStarted!: () => void;
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    let finishChecks!: (valid: boolean) => void;
    const verdict = new Promise<boolean>((resolve) => (finishChecks = resolve));
    const check = () => {
      if (++checksStarted === MAX_FAILED_ATTEMPTS) allStarted();
      return verdict;
    };
    const firstFive = Array.from({ length: MAX_FAILED_ATTEMPTS }, () => guardedCheck(t.db, attempt, check));
    await started;

    const sixth = await guardedCheck(t.db, attempt, check).catch((refusal: unknown) => refusal);
    expect(sixth).toMatchObject({
      status: 429,
      key: errors.attemptsInProgress,
      retryAfterSeconds: IN_PROGRESS_RETRY_SECONDS,
    });
    expect(checksStarted).toBe(MAX_FAILED_ATTEMPTS);

    // One of them was right: the window is free again.
    finishChecks(true);
    expect(await Promise.all(firstFive)).toEqual(Array(MAX_FAILED_ATTEMPTS).fill(true));
    expect(await guardedCheck(t.db, attempt, async () => true)).toBe(true);
  });

  it(`bans an address after ${MAX_FAILED_ATTEMPTS_PER_ADDRESS} failures across phone numbers, however many arrive at once`, async () => {
    const responses = await sprayPhones('192.0.2.20', 40, '4477009020');
    expect(statuses(responses)).toEqual({
      401: MAX_FAILED_ATTEMPTS_PER_ADDRESS,
      429: 40 - MAX_FAILED_ATTEMPTS_PER_ADDRESS,
    });
    for (const response of responses.filter(({ status }) => status === 429)) {
      expect(response.body).toEqual({ error: errors.addressBanned });
      expect(retryAfter(response)).toBeGreaterThan(14 * 60);
      expect(retryAfter(response)).toBeLessThanOrEqual(15 * 60);
    }
    // One ban, however many went over the limit at once; it counts every attempt that was not let in.
    expect(await bansOf('192.0.2.20')).toEqual([{ automatic: true, failures: 40, minutes: AUTOMATIC_BAN_MINUTES[0] }]);

    // Refused before any password is checked: the right one too, and the refusal is counted.
    const right = await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '192.0.2.20');
    expect(right).toMatchObject({ status: 429, body: { error: errors.addressBanned } });
    expect((await bansOf('192.0.2.20'))[0].failures).toBe(41);
    // Another address signs in.
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '192.0.2.21')).status).toBe(200);
  });

  it('counts only failures against an address: its successful sign-ins never ban it', async () => {
    const address = '192.0.2.30';
    for (let n = 0; n < MAX_FAILED_ATTEMPTS_PER_ADDRESS + 5; n++) {
      expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, address)).status).toBe(200);
    }
    const failures = await sprayPhones(address, MAX_FAILED_ATTEMPTS_PER_ADDRESS, '4477009030');
    expect(statuses(failures)).toEqual({ 401: MAX_FAILED_ATTEMPTS_PER_ADDRESS });
    expect(await bansOf(address)).toEqual([]);
  });

  it('bans the same address again for longer: 15 minutes, 1 hour, then 1 day', async () => {
    const address = '192.0.2.40';
    const lengths: number[] = [];
    for (const round of [0, 1, 2, 3]) {
      const responses = await sprayPhones(address, MAX_FAILED_ATTEMPTS_PER_ADDRESS + 1, `44770090${40 + round}`);
      expect(statuses(responses)).toEqual({ 401: MAX_FAILED_ATTEMPTS_PER_ADDRESS, 429: 1 });
      lengths.push((await bansOf(address)).at(-1)!.minutes);
      await laterFor(address);
    }
    expect(lengths).toEqual([15, 60, 24 * 60, 24 * 60]);
    expect(await bansOf(address)).toHaveLength(4);
    // Ended bans stop applying by themselves.
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, address)).status).toBe(200);
  });
});

// Two connections: the second reservation's transaction began before the first started the window, and
// waited. Its answer must still be within the window (now() is its transaction's start: 901 of 900).
describe.runIf(process.env.TEST_DATABASE === 'postgres')('a reservation made after waiting', () => {
  it('never asks to wait longer than the window', async () => {
    const address = '198.51.100.77';
    const retryAfterSeconds = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await reserveAttempt(t.db, 'address', address);
      return (await reserveAttempt(tx, 'address', address)).retryAfterSeconds;
    });
    expect(retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  });
});

describe('bans by hand', () => {
  const addBan = (Network: string, Duration = 'oneHour', Reason = 'Scanning the sign-in page') =>
    t.call('AddBan', { Network, Reason, Duration }, { headers: platform });
  const listBans = async (params: Record<string, unknown> = {}) =>
    (await t.call('GetBans', { Limit: 100, ...params }, { headers: platform })).body;

  it('bans one address for the chosen time, before any password is checked', async () => {
    const added = await addBan('203.0.113.7');
    expect(added.status).toBe(200);
    const refused = await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '203.0.113.7');
    expect(refused).toMatchObject({ status: 429, body: { error: errors.addressBanned } });
    expect(retryAfter(refused)).toBeGreaterThan(59 * 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60 * 60);
    // The same address written as IPv6 by a dual-stack socket.
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '::ffff:203.0.113.7')).status).toBe(429);
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
    const [ban] = (await listBans({ Search: '203.0.113.7' })).items;
    expect(ban).toMatchObject({
      id: added.body.id,
      network: '203.0.113.7',
      automatic: false,
      reason: 'Scanning the sign-in page',
      failures: 2,
    });
  });

  it('bans a subnet until lifted: the typed host bits are cleared, no Retry-After is promised', async () => {
    const added = await addBan('198.51.100.77/24', 'untilLifted', 'Hosting provider');
    expect(added.status).toBe(200);
    const refused = await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '198.51.100.200');
    expect(refused).toMatchObject({ status: 429, body: { error: errors.addressBanned } });
    expect(refused.headers['retry-after']).toBeUndefined();
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '198.51.101.1')).status).toBe(200);

    // An address finds the subnet that holds it; so do the subnet's text and the reason.
    for (const search of ['198.51.100.200', '198.51.100.0/24', 'hosting']) {
      expect((await listBans({ Search: search })).items, search).toMatchObject([
        { id: added.body.id, network: '198.51.100.0/24', ends: null, reason: 'Hosting provider' },
      ]);
    }
    expect((await listBans({ Search: '198.51.101.1' })).items).toEqual([]);
  });

  it('bans IPv6 networks', async () => {
    expect((await addBan('2001:db8::/32')).status).toBe(200);
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '2001:db8::5')).status).toBe(429);
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '2001:db9::5')).status).toBe(200);
  });

  it.each(['10.0.0.5/33', '300.1.1.1', 'example.com', '2001:db8::/129'])(
    'refuses %j with a message on the field',
    async (network) => {
      expect(await addBan(network)).toMatchObject({ status: 400, body: { fields: { Network: banMessages.network } } });
    },
  );

  it('refuses a ban on the operator’s own address', async () => {
    const response = await addBan('127.0.0.0/8');
    expect(response).toMatchObject({ status: 400, body: { fields: { Network: banMessages.ownAddress } } });
    expect((await listBans({ Search: '127.0.0.1' })).items).toEqual([]);
  });

  it('lists the bans in force, newest first; ended ones only when asked', async () => {
    const ended = await addBan('203.0.113.50', 'fifteenMinutes', 'Ended already');
    await t.db
      .update(ipBans)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(ipBans.id, ended.body.id));
    const inForce = await listBans();
    expect(inForce.items.map((ban: { id: string }) => ban.id)).not.toContain(ended.body.id);
    const created = inForce.items.map((ban: { created: string }) => ban.created);
    expect(created).toEqual([...created].sort().reverse());
    expect((await listBans({ IncludeEnded: true, Search: 'Ended already' })).items).toHaveLength(1);
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, '203.0.113.50')).status).toBe(200);
  });

  it('unbans: the address signs in at once, failures forgotten; a second unban is 404', async () => {
    const address = '192.0.2.60';
    await sprayPhones(address, MAX_FAILED_ATTEMPTS_PER_ADDRESS + 1, '4477009060');
    const [ban] = (await listBans({ Search: address })).items;
    expect(ban).toMatchObject({ network: address, automatic: true, reason: null });

    expect(await t.call('DeleteBan', { BanId: ban.id }, { headers: platform })).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, address)).status).toBe(200);
    expect((await login('447700906999', 'guess', address)).status).toBe(401);
    expect((await t.call('DeleteBan', { BanId: ban.id }, { headers: platform })).status).toBe(404);
  });

  it('is for the platform area only: a company admin is refused', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    const [ban] = (await listBans()).items;
    for (const [action, params] of [
      ['GetBans', {}],
      ['AddBan', { Network: '203.0.113.99', Reason: 'Nope', Duration: 'oneDay' }],
      ['DeleteBan', { BanId: ban.id }],
    ] as const) {
      expect(await t.call(action, params, { headers }), action).toMatchObject({
        status: 403,
        body: { error: errors.forbiddenArea },
      });
    }
    expect((await listBans({ Search: ban.network })).items.map((b: { id: string }) => b.id)).toContain(ban.id);
  });

  it('housekeeping deletes bans that ended over a day ago and throttling windows that are over, keeps the others', async () => {
    const window = (subject: string, startedAgo: string) => ({
      kind: 'phone' as const,
      subject,
      windowStartedAt: sql`now() - ${startedAgo}::interval`,
      attempts: 3,
    });
    await t.db
      .insert(signInThrottles)
      .values([window('447700907001', '16 minutes'), window('447700907002', '14 minutes')]);
    const old = await addBan('203.0.113.70', 'oneDay', 'Long ago');
    const recent = await addBan('203.0.113.71', 'oneDay', 'Just ended');
    await t.db
      .update(ipBans)
      .set({ endsAt: sql`now() - interval '25 hours'` })
      .where(eq(ipBans.id, old.body.id));
    await t.db
      .update(ipBans)
      .set({ endsAt: sql`now() - interval '1 hour'` })
      .where(eq(ipBans.id, recent.body.id));
    await deleteStaleRows(t.db);
    const left = await t.db
      .select({ id: ipBans.id })
      .from(ipBans)
      .where(sql`${ipBans.id} in (${old.body.id}, ${recent.body.id})`);
    expect(left).toEqual([{ id: recent.body.id }]);
    const windows = await t.db
      .select({ subject: signInThrottles.subject })
      .from(signInThrottles)
      .where(sql`${signInThrottles.subject} like '44770090700%'`);
    expect(windows).toEqual([{ subject: '447700907002' }]);
  });
});
