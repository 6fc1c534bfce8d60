/**
 * The door side of a company's local server, simulated: polls the device Action GetLockCommands for
 * the open commands the public lock page wrote, "opens" each lock (the caller prints it) and
 * acknowledges them with AcknowledgeLockCommands. `npm run simulate -- --doors` runs it.
 */
import type { LockCommandRecord } from '../../contract/guest-pass';
import { API_PATH, DEVICE_AUTH_SCHEME, TIMESTAMP_HEADER } from '../../contract/protocol';

export interface DoorsOptions {
  /** The API server's origin, e.g. http://127.0.0.1:3000. */
  url: string;
  localServerId: string;
  token: string;
  /** Time between polls; default 1 s (an open command lives 60 s). */
  intervalMs?: number;
  /** Stop after this many polls; default: until `signal` aborts. */
  polls?: number;
  signal?: AbortSignal;
  /** Told of each lock opened. */
  onOpen?: (command: LockCommandRecord) => void;
}

const call = async (
  options: DoorsOptions,
  method: 'GET' | 'POST',
  action: string,
  params: Record<string, unknown> = {},
) => {
  const headers = {
    [TIMESTAMP_HEADER]: new Date().toISOString(),
    authorization: `${DEVICE_AUTH_SCHEME} ${options.localServerId}:${options.token}`,
    ...(method === 'POST' && { 'content-type': 'application/json' }),
  };
  const url = new URL(API_PATH, options.url);
  if (method === 'GET')
    url.search = new URLSearchParams({
      Action: action,
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    }).toString();
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify({ Action: action, ...params }) : undefined,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${action}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

/** One poll: collects the waiting commands, opens each, acknowledges them all; returns those opened. */
export async function pollDoors(options: DoorsOptions): Promise<LockCommandRecord[]> {
  const { items } = (await call(options, 'GET', 'GetLockCommands')) as { items: LockCommandRecord[] };
  if (items.length === 0) return [];
  for (const command of items) options.onOpen?.(command);
  await call(options, 'POST', 'AcknowledgeLockCommands', { CommandIds: items.map((command) => command.id) });
  return items;
}

/** Polls until `polls` are done or `signal` aborts; returns every command carried out. */
export async function runDoors(options: DoorsOptions): Promise<LockCommandRecord[]> {
  const opened: LockCommandRecord[] = [];
  for (let poll = 0; options.polls === undefined || poll < options.polls; poll += 1) {
    if (options.signal?.aborted) break;
    opened.push(...(await pollDoors(options)));
    if (options.polls !== undefined && poll + 1 >= options.polls) break;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 1000));
  }
  return opened;
}
