import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/open';
import { CredentialNotifications } from '../../server/sync/notifications';

// The wake-up of devices waiting for credential changes, alone: a database that only delivers the
// notifications the test sends (as PGlite's listen does), and a shared read that says which version it read.

const COMPANY = 'company-a';

async function started() {
  const channels = new Map<string, (payload: string) => void>();
  const db = {
    $client: {
      listen: async (channel: string, callback: (payload: string) => void) => {
        channels.set(channel, callback);
        return async () => {};
      },
    },
  } as unknown as Database;
  const reads: number[] = [];
  const notifications = await CredentialNotifications.start(db, async (_companyId, version) => {
    reads.push(version);
    return `changes of ${version}`;
  });
  const notify = (version: number, points: string[] | '*') =>
    channels.get('credential_changes')!(`${COMPANY}:${version}:${points === '*' ? '*' : points.join(',')}`);
  return { notifications, notify, reads };
}

const WAIT_MS = 5_000;

describe('waking the devices that wait for credential changes', () => {
  it('answers every device the next version woke from one read, shared', async () => {
    const { notifications, notify, reads } = await started();
    const gate = notifications.waiter(COMPANY, new Set(['gate']));
    const alsoGate = notifications.waiter(COMPANY, new Set(['gate', 'lift']));
    gate.holds(7);
    alsoGate.holds(7);
    const woken = Promise.all([gate.until(WAIT_MS), alsoGate.until(WAIT_MS)]);
    notify(8, ['gate']);
    const [first, second] = await woken;
    expect(await first!.changes()).toBe('changes of 8');
    expect(await second!.changes()).toBe('changes of 8');
    expect(reads).toEqual([8]);
  });

  it('does not wake a device for another door, and shares the next change of its own', async () => {
    const { notifications, notify } = await started();
    const gate = notifications.waiter(COMPANY, new Set(['gate']));
    gate.holds(7);
    const woken = gate.until(WAIT_MS);
    notify(8, ['lift']);
    notify(9, ['gate']);
    expect(await (await woken)!.changes()).toBe('changes of 9');
  });

  it('makes a device that may have missed a version read for itself', async () => {
    const { notifications, notify, reads } = await started();
    const gate = notifications.waiter(COMPANY, new Set(['gate']));
    gate.holds(7);
    const woken = gate.until(WAIT_MS);
    // Version 8 was never heard.
    notify(9, ['gate']);
    expect(await (await woken)!.changes()).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('wakes, without sharing, a device whose read was still under way; ignores what its read held', async () => {
    const { notifications, notify } = await started();
    const reading = notifications.waiter(COMPANY, new Set(['gate']));
    notify(8, ['gate']);
    // Its read saw version 8 already, but the wake came first: it asks again.
    reading.holds(8);
    expect(await (await reading.until(WAIT_MS))!.changes()).toBeUndefined();

    const read = notifications.waiter(COMPANY, new Set(['gate']));
    read.holds(9);
    const woken = read.until(WAIT_MS);
    notify(9, ['gate']);
    notify(10, '*');
    expect(await (await woken)!.changes()).toBe('changes of 10');
  });

  it('two changes before the device took the first: it reads for itself', async () => {
    const { notifications, notify } = await started();
    const gate = notifications.waiter(COMPANY, new Set(['gate']));
    gate.holds(7);
    notify(8, ['gate']);
    notify(9, ['gate']);
    expect(await (await gate.until(WAIT_MS))!.changes()).toBeUndefined();
  });

  it('ends the wait at its bound, or when the device goes away, and forgets the device', async () => {
    const { notifications } = await started();
    const bounded = notifications.waiter(COMPANY, new Set(['gate']));
    expect(await bounded.until(20)).toBeUndefined();
    const gone = new AbortController();
    const leaving = notifications.waiter(COMPANY);
    const waiting = leaving.until(WAIT_MS, gone.signal);
    gone.abort();
    expect(await waiting).toBeUndefined();
    bounded.cancel();
    leaving.cancel();
    expect(notifications.waiters).toBe(0);
  });

  it('another company’s change wakes nobody here', async () => {
    const { notifications, notify } = await started();
    const gate = notifications.waiter('company-b');
    gate.holds(3);
    notify(4, '*');
    expect(await gate.until(20)).toBeUndefined();
  });
});
