/**
 * Every Action of the contract, every parameter, hostile values: wrong JSON types, empty and huge values,
 * NUL and other control characters, unpaired surrogates, prototype keys and unknown parameters. The
 * server may refuse them (4xx) but never fail (5xx), never answer anything but JSON, and never let an
 * internal detail (a stack, an Error, SQL) into an answer. The Actions, their parameters and valid values
 * for the other parameters come from the contract (contract/actions.ts), so later Actions are covered
 * without editing this file.
 *
 * The random values come from fast-check with a fixed seed, the same in CI and by default. To run many
 * more cases locally, e.g. with another seed each time:
 *
 *     FUZZ_RUNS=2000 FUZZ_SEED=$RANDOM npx vitest run --project server-pglite tests/server/contract-fuzz.test.ts
 *
 * (FUZZ_RUNS: random cases per Action, default 10; FUZZ_SEED: default 20261125. A failure prints the
 * seed and the path to replay it.)
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import {
  type Contract,
  companyRows,
  contracts,
  example,
  jsonBody,
  paramsOf,
  queryOf,
  type RawResponse,
  rawCall,
  validParams,
} from './support/contract';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
let headersOf: (contract: Contract) => Record<string, string>;
let idsFor: (action: string, param: string) => string[];

beforeAll(async () => {
  // A camera status check connects to the camera's link: keep it short, the answer does not matter here.
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  const { companyA, platform } = await demoSessions(t);
  // Session-area Actions (SelectProfile, Logout…) change or end their session: each gets one of its own,
  // signed in now, before the sign-in Action's fuzzing makes the server throttle attempts. Of a user whom
  // no generated id names (company A's ids are): the platform's EndUserSessions, given company A's admin,
  // ends every session of theirs, and a session-area Action's own would end half-way through its tests.
  // Each of its own user, too, a copy of that admin: ending "every other session" of one's own (a
  // session-area Action as well) must not end another Action's.
  const own = new Map<string, Record<string, string>>();
  const sessionContracts = contracts.filter((c) => c.area === 'session');
  for (const [index, contract] of sessionContracts.entries()) {
    const phoneNumber = `7999555${String(index).padStart(4, '0')}`;
    await t.db.execute(sql`
      with copied as (
        insert into users (display_name, phone_number, password_hash)
        select display_name, ${phoneNumber}, password_hash from users where phone_number = ${DEMO_ACCOUNTS.multiCompanyAdmin}
        returning id)
      insert into company_profiles (user_id, company_id, role, custom_role_id)
      select copied.id, p.company_id, p.role, p.custom_role_id
      from copied, company_profiles p join users u on u.id = p.user_id
      where u.phone_number = ${DEMO_ACCOUNTS.multiCompanyAdmin}`);
    own.set(contract.name, (await t.signIn(phoneNumber, 'company')).headers);
  }
  const companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId as string;
  const device = await deviceHeaders(t, companyAId);
  headersOf = (contract) =>
    contract.area === 'session'
      ? own.get(contract.name)!
      : (
          { public: {}, platform, company: companyA, console: companyA, device } as Record<
            string,
            Record<string, string>
          >
        )[contract.area];
  ({ idsFor } = await companyRows(t.db, companyAId));
}, 60_000);
afterAll(() => t?.close());

/** What leaks an internal detail: a stack frame, an exception's name, SQL or a driver's words. */
const INTERNAL_DETAIL =
  /\bat .*:\d+|\bError:|\b(select|insert into|update .* set|delete from|relation|violates|syntax error|constraint|duplicate key|pglite|postgres)\b/i;

function expectSound(response: RawResponse, what: string) {
  const context = `${what} -> ${response.status} ${response.body.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  expect(response.contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(response.body);
  if (response.status >= 400) {
    expect(typeof body.error, context).toBe('string');
    expect(response.body, context).not.toMatch(INTERNAL_DETAIL);
  }
}

/** Text no input should be able to store: control characters, unpaired surrogates, NUL. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  'Name\u0000',
  '\u0007\u001b[31m',
  'line\nbreak',
  'tab\there',
  '\u007f\u0085\u009f',
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '😀\ud83d',
];

/** Values of the wrong JSON type, empty and huge ones. */
const WRONG_VALUES: unknown[] = [
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -2147483649,
  2147483648,
  '',
  '   ',
  null,
  [],
  {},
  [null],
  'x'.repeat(20_000),
  '9'.repeat(400),
  Array.from({ length: 2_000 }, () => 'x'),
];

/** What a query string can carry that is not a documented form of a number, a yes/no or an id. */
const HOSTILE_QUERY_TEXT = ['true', 'false', '1e3', '0x10', ' 5', '5 ', '+5', '-0', '1.0', 'NaN', 'Infinity', ''];

/** Random values: any JSON, any text (with controls and lone surrogates), strings of every kind. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
  fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_QUERY_TEXT),
  fc.uuid(),
  fc.integer(),
  fc.double(),
);

/** Calls an Action with these parameters as its method carries them; `extraJson` is raw JSON members. */
const send = (contract: Contract, params: Record<string, unknown>, extraJson = '') =>
  contract.method === 'GET'
    ? rawCall(t, contract, { query: queryOf(params) + (extraJson ? `&${extraJson}` : '') }, headersOf(contract))
    : rawCall(t, contract, { json: jsonBody(contract.name, params, extraJson) }, headersOf(contract));

// Session-area Actions last (Logout ends its session), the rest in the contract's order.
const ordered = [...contracts].sort((a, b) => Number(a.area === 'session') - Number(b.area === 'session'));

describe.each(ordered.map((contract) => [contract.name, contract] as const))('%s', (_name, contract) => {
  const params = Object.keys(paramsOf(contract.input));
  const base = () => validParams(contract, (param) => idsFor(contract.name, param)) ?? {};

  /**
   * Each hostile value goes to each parameter. One the contract accepts (an empty list, null for a
   * clearable text, 0…) is sent with the other parameters valid, so that it reaches the handler and the
   * database. One the contract refuses never reaches a handler: the server answers 400 from the same
   * validation whichever parameter holds it, so it is sent to every parameter at once, one request per
   * value, which keeps the test fast without losing a path.
   */
  it('never fails on a hostile value in any parameter', async () => {
    const valid = base();
    for (const value of [...WRONG_VALUES, ...HOSTILE_TEXT]) {
      if (params.length > 0) {
        const everywhere = Object.fromEntries(params.map((param) => [param, value]));
        expectSound(await send(contract, everywhere), `every parameter = ${JSON.stringify(value)}`);
      }
      for (const param of params) {
        const wire = contract.method === 'GET' && typeof value !== 'string' ? JSON.stringify(value) : value;
        const changed = { ...valid, [param]: wire };
        if (!contract.input.safeParse(changed).success) continue;
        expectSound(await send(contract, changed), `${param}=${JSON.stringify(value)}`);
      }
    }
  });

  it('never fails on prototype keys and unknown parameters', async () => {
    const valid = base();
    const extras =
      contract.method === 'GET'
        ? ['__proto__=x', 'constructor=x', '__proto__[Limit]=1', 'Unknown=1', 'constructor[prototype]=1']
        : ['"__proto__":{"admin":true}', '"constructor":{"prototype":{"x":1}}', '"Unknown":1', '"prototype":null'];
    for (const extra of extras) expectSound(await send(contract, valid, extra), extra);
    if (contract.method === 'GET' && params.length > 0) {
      // A parameter given twice arrives as a list; a bare one, as empty text.
      expectSound(
        await send(contract, Object.fromEntries(params.map((param) => [param, ['1', '2']]))),
        'every parameter twice',
      );
      expectSound(await rawCall(t, contract, { query: params.join('&') }, headersOf(contract)), 'every parameter bare');
    }
  });

  if (contract.method === 'GET') {
    it('takes only the documented text forms in the query string', async () => {
      for (const value of [...HOSTILE_QUERY_TEXT, '%00', '%ED%A0%80', '%FF', '%']) {
        const written = value.startsWith('%') ? value : encodeURIComponent(value);
        const query = params.map((param) => `${param}=${written}`).join('&');
        expectSound(await rawCall(t, contract, { query }, headersOf(contract)), `every parameter = ${value}`);
      }
    });
  }

  /**
   * What the contract promises to refuse, checked on each parameter by the message it gets: text with a
   * control character or an unpaired surrogate, a number that is not a JSON number (in a query string:
   * not digits), a yes/no that is not true or false. The n-th refused value of every parameter goes in
   * one request, with the other parameters valid.
   */
  it('refuses text with control characters, numbers that are not numbers and yes/no that are not', async () => {
    const valid = base();
    const isGet = contract.method === 'GET';
    const refusedOf = new Map<string, unknown[]>();
    for (const [param, schema] of Object.entries(paramsOf(contract.input))) {
      const sample = example(schema, (name) => idsFor(contract.name, name));
      const parsed = (schema as z.ZodType).safeParse(sample);
      if (sample === undefined || !parsed.success) continue;
      const refused: unknown[] = [];
      if (typeof sample === 'string')
        refused.push(`${sample}\u0000`, `\u0001${sample}`, ...(isGet ? [] : [`${sample}\ud800`]));
      if (typeof parsed.data === 'number')
        refused.push(...(isGet ? ['true', '1e3', ' 5', '0x10', '1.0'] : [true, [1], { value: 1 }]));
      if (typeof parsed.data === 'boolean') refused.push(...(isGet ? ['1', 'yes', 'TRUE'] : [1, 'true', null]));
      if (refused.length > 0) refusedOf.set(param, refused);
    }
    const rounds = Math.max(0, ...[...refusedOf.values()].map((refused) => refused.length));
    for (let round = 0; round < rounds; round++) {
      const changed = [...refusedOf].filter(([, refused]) => round < refused.length);
      const values = Object.fromEntries(changed.map(([param, refused]) => [param, refused[round]]));
      const response = await send(contract, { ...valid, ...values });
      const context = `${JSON.stringify(values)} -> ${response.status} ${response.body}`;
      expect(response.status, context).toBe(400);
      const fields = JSON.parse(response.body).fields ?? {};
      for (const [param] of changed) expect(fields[param], `${param}: ${context}`).toEqual(expect.any(String));
    }
  });

  it(`never fails on random values (fast-check, seed ${SEED})`, async () => {
    if (params.length === 0) return;
    const valid = base();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...params), anyValue, fc.boolean(), async (param, value, alone) => {
        // With the other parameters valid (the value reaches the handler when it passes), or alone.
        const response = await send(contract, alone ? { [param]: value } : { ...valid, [param]: value });
        expectSound(response, `${param}=${JSON.stringify(value)}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('the generated parameters', () => {
  it('are valid for most Actions, so that hostile values reach the handlers', () => {
    const withoutValid = contracts.filter(
      (contract) => validParams(contract, (param) => idsFor(contract.name, param)) === undefined,
    );
    // An Action whose valid parameters the schemas alone cannot make (a SIP configuration) is still
    // fuzzed, parameter by parameter, with the others missing.
    expect(withoutValid.length, withoutValid.map((c) => c.name).join(', ')).toBeLessThanOrEqual(contracts.length / 10);
  });
});
