import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SYNC_WAIT_SECONDS } from '../../contract/credentials';
import { errors } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { DEFAULT_TIMEOUTS } from '../../server/app';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A slow client cannot hold a connection for ever: the request (headers and body) must arrive within its
 * time, and a body beyond the limit is refused. The limits are made small here so that the test is fast.
 */

const REQUEST_MS = 600;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    timeouts: { headersMs: REQUEST_MS, requestMs: REQUEST_MS, idleMs: 5_000, checkEveryMs: 100, bodyLimitBytes: 4096 },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Opens a raw connection; resolves with what the server sent and when it closed it (ms after opening). */
function rawConnection(): { socket: Socket; closed: Promise<{ afterMs: number; received: string }> } {
  const opened = Date.now();
  const socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received })),
  );
  return { socket, closed };
}

describe('slow requests', () => {
  it('closes a connection whose body trickles in, within the request time', async () => {
    const { socket, closed } = rawConnection();
    socket.write(
      `POST ${API_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // One byte every 100 ms: the connection is never idle, the body never complete.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const { afterMs, received } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(REQUEST_MS + 1_500);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const { socket, closed } = rawConnection();
    socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\n`);
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(REQUEST_MS + 1_500);
  });

  it('refuses a body beyond the limit unread, as invalid input', async () => {
    expect(t.app.initialConfig.bodyLimit).toBe(4096);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATH,
      headers: { 'content-type': 'application/json', timestamp: new Date().toISOString() },
      payload: JSON.stringify({ Action: 'GetGuestDoors', Pass: 'x'.repeat(5000) }),
    });
    expect(response.json()).toEqual({ error: errors.invalidParams });
  });

  it('has limits by default, none of them off', () => {
    expect(DEFAULT_TIMEOUTS.requestMs).toBeGreaterThan(0);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeGreaterThan(0);
    // Above the longest wait of an Action before it answers: a device's long poll.
    expect(DEFAULT_TIMEOUTS.idleMs).toBeGreaterThan(MAX_SYNC_WAIT_SECONDS * 1000);
  });

  it('answers a request sent in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
