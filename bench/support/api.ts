import { DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { actions } from '../../contract/actions';
import type { SignedInUser, SignInArea } from '../../contract/auth';
import { API_PATH } from '../../contract/protocol';

export interface Answer {
  status: number;
  body: any;
  /** From sending the request to having read the whole answer. */
  ms: number;
  /** When it was sent, on performance.now()'s clock. */
  sentAt: number;
  /** The Retry-After header, when there is one. */
  retryAfter?: string;
}

/** A status of 0: no answer at all (refused, reset, timed out). */
export const NO_ANSWER = 0;

/**
 * One Action call over HTTP, as the console makes it (GET query string or POST JSON, a fresh Timestamp).
 * Never throws: a request that gets no answer within `timeoutMs` is status 0 with the reason as body.
 */
export async function callAction(
  base: string,
  headers: Record<string, string>,
  action: string,
  params: Record<string, unknown> = {},
  timeoutMs = 10_000,
): Promise<Answer> {
  const method = (actions as Record<string, { method: 'GET' | 'POST' }>)[action].method;
  const common = { ...headers, timestamp: new Date().toISOString() };
  const started = performance.now();
  try {
    const response =
      method === 'GET'
        ? await fetch(`${base}${API_PATH}?${new URLSearchParams({ Action: action, ...stringify(params) })}`, {
            headers: common,
            signal: AbortSignal.timeout(timeoutMs),
          })
        : await fetch(`${base}${API_PATH}`, {
            method: 'POST',
            headers: { ...common, 'content-type': 'application/json' },
            body: JSON.stringify({ Action: action, ...params }),
            signal: AbortSignal.timeout(timeoutMs),
          });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page, a cut answer): kept as text for the report.
    }
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { status: response.status, body, ms: performance.now() - started, sentAt: started, retryAfter };
  } catch (error) {
    const reason = String((error as Error).cause ?? error);
    return { status: NO_ANSWER, body: reason, ms: performance.now() - started, sentAt: started };
  }
}

const stringify = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

/**
 * Signs in to the company area with the right password (the sign-in throttle counts failures only) and,
 * for an admin of several companies, binds the session to `companyIndex`'s profile. The Authorization
 * header and the company of the session.
 */
export async function signInToCompany(
  base: string,
  phoneNumber: string,
  companyIndex = 0,
): Promise<{ headers: Record<string, string>; companyId: string; companyName: string }> {
  const login = await callAction(base, {}, 'Login', {
    PhoneNumber: phoneNumber,
    Password: DEFAULT_DEMO_PASSWORD,
    Area: 'company' satisfies SignInArea,
  });
  if (login.status !== 200) throw new Error(`sign-in of ${phoneNumber}: ${login.status} ${JSON.stringify(login.body)}`);
  let user = login.body as SignedInUser;
  const headers = { authorization: `SAS-TOKEN ${user.credentials.apiKeyId}:${user.credentials.token}` };
  if (!user.companyId) {
    const profile = user.profiles[companyIndex];
    const selected = await callAction(base, headers, 'SelectProfile', { CompanyId: profile.companyId });
    if (selected.status !== 200) throw new Error(`profile of ${phoneNumber}: ${selected.status}`);
    user = selected.body as SignedInUser;
  }
  return { headers, companyId: user.companyId!, companyName: user.companyName ?? '' };
}
