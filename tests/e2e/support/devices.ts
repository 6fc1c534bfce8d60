import { type APIRequestContext, expect } from '@playwright/test';
import { DEVICE_AUTH_SCHEME } from '../../../contract/protocol';
import { API_PATH, AUTH_SCHEME, TIMESTAMP_HEADER } from '../../../contract/wire';
import { DEMO_COMPANIES } from '../fixtures';
import { DEMO_PASSWORD, DEMO_PHONES } from './env';
import { totpCode } from './totp';

/** The specs' way to the device side: Actions called as a console or a device would, and a demo gate. */

/** An Action as a signed-in console calls it (or, without `authorization`, a sign-in). */
export const callAction = async (
  request: APIRequestContext,
  authorization: string | undefined,
  action: string,
  params: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
) => {
  const headers = { [TIMESTAMP_HEADER]: new Date().toISOString(), ...(authorization && { authorization }) };
  const response =
    method === 'GET'
      ? await request.get(API_PATH, {
          headers,
          params: { Action: action, ...(params as Record<string, string>) },
        })
      : await request.post(API_PATH, { headers, data: { Action: action, ...params } });
  expect(response.ok(), `${action}: ${response.status()}`).toBe(true);
  return response.json();
};

/** Signs in (with the demo operator's second factor when Login asks for it): the Authorization header. */
export const signIn = async (request: APIRequestContext, phone: string, area: 'platform' | 'company') => {
  const answer = await callAction(request, undefined, 'Login', {
    PhoneNumber: phone,
    Password: DEMO_PASSWORD,
    Area: area,
  });
  const { credentials } = answer.twoFactor
    ? await callAction(request, undefined, 'VerifyTwoFactor', { Challenge: answer.challenge, Code: totpCode() })
    : answer;
  return `${AUTH_SCHEME} ${credentials.apiKeyId}:${credentials.token}`;
};

/**
 * The demo company's first local server as the gate: the platform gives it a new token (as the company
 * form's local servers tab does), its company's admin gives it every door of the company (`points`).
 */
export const demoGate = async (request: APIRequestContext, admin: string) => {
  const platform = await signIn(request, DEMO_PHONES.platformAdmin, 'platform');
  const company = (await callAction(request, platform, 'GetCompanies', { Search: DEMO_COMPANIES.severny }, 'GET'))
    .items[0];
  const server = (await callAction(request, platform, 'GetLocalServers', { CompanyId: company.id }, 'GET')).items[0];
  const { token } = await callAction(request, platform, 'RegenerateLocalServerToken', {
    CompanyId: company.id,
    LocalServerId: server.id,
  });
  await callAction(request, platform, 'Logout');
  const points = (await callAction(request, admin, 'GetAllAccessPoints', {}, 'GET')).items as {
    id: string;
    displayName: string;
  }[];
  await callAction(request, admin, 'SetLocalServerDoors', {
    LocalServerId: server.id,
    AccessPointIds: points.map((point) => point.id),
  });
  return {
    localServerId: server.id as string,
    token: token as string,
    authorization: `${DEVICE_AUTH_SCHEME} ${server.id}:${token}`,
    points,
  };
};
