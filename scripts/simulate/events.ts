import { type Person, type SimulatedPoint, simulatedEvents } from '../../server/db/seed/demo-journal';
import type { ActionName, ActionResult } from '../../contract/actions';
import { MAX_PASS_EVENT_BATCH, type PassEventInput } from '../../contract/journal';
import { API_PATH, AUTH_SCHEME, DEVICE_AUTH_SCHEME, TIMESTAMP_HEADER } from '../../contract/protocol';
import type { DeviceCall } from './credential-store';

/**
 * The events player of `npm run simulate`: a company's doors as its local server would report them,
 * through HTTP. It learns the company's points and abonents as its admin (the local server's own copy of
 * them), makes today's events up to now (the demo journal's day, server/db/seed/demo-journal.ts) and sends
 * them in batches; live, it then sends a few events every few seconds as they happen.
 */

export interface Device {
  localServerId: string;
  token: string;
}

const post = async (base: string, authorization: string | undefined, body: object) => {
  const response = await fetch(`${base}${API_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: new Date().toISOString(),
      ...(authorization && { authorization }),
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${(body as { Action: string }).Action}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

/** A read Action's answer, typed by the contract: a change to its result shows here in the type check. */
const get = async <Name extends ActionName>(
  base: string,
  authorization: string,
  params: { Action: Name } & Record<string, string>,
): Promise<ActionResult<Name>> => {
  const response = await fetch(`${base}${API_PATH}?${new URLSearchParams(params)}`, {
    headers: { [TIMESTAMP_HEADER]: new Date().toISOString(), authorization },
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${params.Action}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

/** The company's access points and abonents, read as its admin. */
export async function loadCompany(
  base: string,
  phone: string,
  password: string,
): Promise<{ points: SimulatedPoint[]; people: Person[] }> {
  const user = await post(base, undefined, {
    Action: 'Login',
    PhoneNumber: phone,
    Password: password,
    Area: 'company',
  });
  const authorization = `${AUTH_SCHEME} ${user.credentials.apiKeyId}:${user.credentials.token}`;
  const points = await get(base, authorization, { Action: 'GetAllAccessPoints' });
  const abonents = await get(base, authorization, { Action: 'GetAbonentDetails', Limit: '1000' });
  await post(base, authorization, { Action: 'Logout' }).catch(() => undefined);
  return {
    points: points.items.map((point) => ({ id: point.id, name: point.displayName, type: point.type })),
    people: abonents.items.map((abonent) => ({
      name: abonent.name,
      phone: abonent.phoneNumber,
      code: abonent.accessCardAndBleTagId[0] ?? null,
      car: abonent.cars[0]?.number ?? null,
      hasAppKey: false,
      from: abonent.accessTimeInterval?.start ?? null,
      until: abonent.accessTimeInterval?.end ?? null,
    })),
  };
}

/** The local server's Authorization header. */
export const deviceAuthorization = (device: Device) => `${DEVICE_AUTH_SCHEME} ${device.localServerId}:${device.token}`;

/**
 * Device Actions through HTTP, as `authorization` (a local server's or a controller's): the answer's
 * status and body, whatever the status. A platform out of reach throws (fetch's own error), as does
 * `signal` aborting a call (a long poll) in flight.
 */
export const httpDeviceCall =
  (base: string, authorization: string, signal?: AbortSignal): DeviceCall =>
  async (method, action, params = {}) => {
    const url = new URL(API_PATH, base);
    if (method === 'GET')
      url.search = new URLSearchParams({
        Action: action,
        ...Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      }).toString();
    const response = await fetch(url, {
      method,
      signal,
      headers: {
        [TIMESTAMP_HEADER]: new Date().toISOString(),
        authorization,
        ...(method === 'POST' && { 'content-type': 'application/json' }),
      },
      body: method === 'POST' ? JSON.stringify({ Action: action, ...params }) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

/**
 * Sends events through a device call (AddPassEvents), a batch at a time; the server's count of what it
 * stored. A refusal throws, with what the server said.
 */
export async function sendEventsWith(call: DeviceCall, events: readonly object[], batchSize = MAX_PASS_EVENT_BATCH) {
  let accepted = 0;
  let duplicates = 0;
  for (let first = 0; first < events.length; first += batchSize) {
    const answer = await call('POST', 'AddPassEvents', { Events: events.slice(first, first + batchSize) });
    if (answer.status !== 200) throw new Error(`AddPassEvents: ${answer.status} ${JSON.stringify(answer.body)}`);
    const body = answer.body as ActionResult<'AddPassEvents'>;
    accepted += body.accepted;
    duplicates += body.duplicates;
  }
  return { accepted, duplicates };
}

/** Sends events as the local server, a batch at a time; the server's count of what it stored. */
export const sendEvents = (base: string, device: Device, events: PassEventInput[], batchSize = 500) =>
  sendEventsWith(httpDeviceCall(base, deviceAuthorization(device)), events, batchSize);

/** Today's events of the company's doors up to now; a run of the same day sends the same events (stored once). */
export const todaysEvents = (points: SimulatedPoint[], people: Person[], now = Date.now()) =>
  simulatedEvents(points, people, {
    days: 1,
    now,
    seed: Math.floor(now / 86_400_000),
    idPrefix: `sim-${new Date(now).toISOString().slice(0, 10)}`,
  });

/** One to three events happening now at random doors, as a live local server sends them. */
export function eventsNow(points: SimulatedPoint[], people: Person[], now = Date.now()): PassEventInput[] {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
  return Array.from({ length: 1 + Math.floor(Math.random() * 3) }, (_, index) => {
    const person = people.length ? pick(people) : undefined;
    const byCard = person?.code != null && Math.random() < 0.6;
    return {
      eventId: `live-${now}-${index}`,
      accessPointId: pick(points).id,
      occurredAt: new Date(now - index * 1000).toISOString(),
      keyType: !person ? 'button' : byCard ? 'card' : 'gsm',
      cardId: byCard ? String(person!.code) : null,
      phone: person && !byCard ? person.phone : null,
      keyId: null,
      carPlate: null,
      result: 'opened',
      denialReason: null,
    };
  });
}
