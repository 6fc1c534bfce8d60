import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/open';
import { totpCode } from '../../../server/auth/two-factor';
import { DEFAULT_DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../server/db/seed/demo-data';
import { actions } from '../../../contract/actions';
import type { SignedInUser, SignInArea } from '../../../contract/auth';
import { API_PATH } from '../../../contract/protocol';
import { openTestDatabase } from './test-database';

export interface CallOptions {
  /** Extra headers (Authorization from `signIn`), or overrides of the defaults. */
  headers?: Record<string, string>;
  /** The Timestamp header; null leaves it out. Default: now. */
  timestamp?: string | null;
  /** Default: the Action's own method. */
  method?: 'GET' | 'POST';
  /** The client's address as the server sees it; default Fastify's 127.0.0.1. */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  /** Whatever the response holds: tests assert on its shape. */
  body: any;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Calls an Action through app.inject as the console does: GET query string or POST JSON body. */
  call(action: string, params?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** Signs in with the demo password; the headers authorise later calls. */
  signIn(phoneNumber: string, area: SignInArea): Promise<{ headers: Record<string, string>; user: SignedInUser }>;
  close(): Promise<void>;
}

/** The Authorization header of a signed-in user. */
export const authorization = (user: SignedInUser) => ({
  authorization: `SAS-TOKEN ${user.credentials.apiKeyId}:${user.credentials.token}`,
});

/**
 * An app on a database of its own, cloned from the run's prepared (migrated, demo-seeded) one. Its server
 * accepts a second-factor code of a time step already used (`twoFactorAllowReplay`), as the end-to-end
 * servers do: the tests sign the demo operator in many times within one 30-second step. The tests of
 * that refusal (two-factor.test.ts) turn it back off.
 */
export async function createTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = buildApp({
    ...options,
    db: database.db,
    settings: { twoFactorAllowReplay: true, ...options.settings },
  });
  await app.ready();

  const call: TestApp['call'] = async (
    action,
    params = {},
    { headers = {}, timestamp, method, remoteAddress } = {},
  ) => {
    const contract = (actions as Record<string, { method: 'GET' | 'POST' }>)[action];
    const timestampHeader = timestamp === null ? {} : { timestamp: timestamp ?? new Date().toISOString() };
    const allHeaders = { ...timestampHeader, ...headers };
    const response =
      (method ?? contract?.method ?? 'POST') === 'GET'
        ? await app.inject({
            method: 'GET',
            url: API_PATH,
            query: Object.fromEntries(Object.entries({ Action: action, ...params }).map(([k, v]) => [k, String(v)])),
            headers: allHeaders,
            remoteAddress,
          })
        : await app.inject({
            method: 'POST',
            url: API_PATH,
            payload: { Action: action, ...params },
            headers: allHeaders,
            remoteAddress,
          });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  // A second factor when Login asks for one: the demo operators' documented secret, or the one an
  // enrolment challenge gives (a platform admin a test made), its code computed as an app would.
  const signIn: TestApp['signIn'] = async (phoneNumber, area) => {
    let response = await call('Login', { PhoneNumber: phoneNumber, Password: DEFAULT_DEMO_PASSWORD, Area: area });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (response.body.twoFactor) {
      const { challenge, secret } = response.body as { challenge: string; secret?: string };
      response = await call('VerifyTwoFactor', { Challenge: challenge, Code: totpCode(secret ?? DEMO_TOTP_SECRET) });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    return { headers: authorization(response.body), user: response.body };
  };

  return {
    app,
    db: database.db,
    call,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
