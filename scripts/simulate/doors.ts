/**
 * The door side of a company's local server, simulated: polls the device Action GetLockCommands for
 * the open commands the public lock page wrote, "opens" each lock (the caller prints it) and
 * acknowledges them with AcknowledgeLockCommands. `npm run simulate -- --doors` runs it.
 */
import type { LockCommandRecord } from '../../contract/guest-pass';
import { deviceAuthorization, httpDeviceCall } from './events';

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
  const { status, body } = await httpDeviceCall(options.url, deviceAuthorization(options))(method, action, params);
  if (status !== 200) throw new Error(`${action}: ${status} ${JSON.stringify(body)}`);
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
