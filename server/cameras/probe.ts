import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { CameraStatus } from '../../src/domain/camera';

/**
 * The camera status check: does something answer at the camera's link, as a camera would? For
 * rtsp:// an RTSP OPTIONS request (with Basic credentials when the camera has them) answered by an
 * `RTSP/1.0 <code>` status line; for http(s):// a HEAD request answered by any HTTP response. A refused
 * or reset connection, silence until the timeout, or anything else is offline.
 *
 * Because an administrator chooses the address, the check is kept harmless: one request, a hard deadline
 * over the whole exchange (name lookup, connect, TLS, reply), redirects never followed, nothing of the
 * reply returned but online or offline, and at most a few kilobytes of it read.
 */

export const DEFAULT_CHECK_TIMEOUT_MS = 3000;
/** The most of an RTSP reply read while looking for its status line. */
export const RTSP_STATUS_LINE_MAX_BYTES = 1024;
/** The most of an HTTP reply's headers read; the body never is. */
export const HTTP_HEADERS_MAX_BYTES = 8192;
const DEFAULT_RTSP_PORT = 554;
const USER_AGENT = 'intercom-console camera check';
const RTSP_STATUS_LINE = /^RTSP\/1\.0 [1-5]\d\d(?: [^\r\n]*)?$/;

export interface ProbeOptions {
  /** The hard deadline of the whole check. */
  timeoutMs: number;
  login?: string | null;
  password?: string | null;
}

export interface ProbeResult {
  status: CameraStatus;
  /** Why, for the log: the status line, or what went wrong. Never a credential. */
  reason: string;
}

const online = (reason: string): ProbeResult => ({ status: 'online', reason });
const offline = (reason: string): ProbeResult => ({ status: 'offline', reason });

const reasonOf = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : 'failed');

/** Host names in brackets are IPv6 addresses; the socket wants them bare. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The RTSP OPTIONS request for the link, with Basic credentials when the camera has a login or password. */
export function rtspOptionsRequest(url: URL, { login, password }: Pick<ProbeOptions, 'login' | 'password'>): string {
  const lines = [`OPTIONS ${url.href} RTSP/1.0`, 'CSeq: 1', `User-Agent: ${USER_AGENT}`];
  if (login || password) {
    lines.push(`Authorization: Basic ${Buffer.from(`${login ?? ''}:${password ?? ''}`).toString('base64')}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function probeRtsp(url: URL, options: ProbeOptions): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: bareHost(url), port: url.port ? Number(url.port) : DEFAULT_RTSP_PORT });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(result);
    };
    const deadline = setTimeout(() => finish(offline('timeout')), options.timeoutMs);

    socket.on('connect', () => socket.write(rtspOptionsRequest(url, options)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]).subarray(0, RTSP_STATUS_LINE_MAX_BYTES + 1);
      const end = received.indexOf('\n');
      if (end === -1) {
        if (received.length > RTSP_STATUS_LINE_MAX_BYTES) finish(offline('no status line'));
        return;
      }
      const statusLine = received.subarray(0, end).toString('latin1').replace(/\r$/, '');
      finish(RTSP_STATUS_LINE.test(statusLine) ? online(statusLine) : offline('not an RTSP reply'));
    });
    socket.on('error', (error) => finish(offline(reasonOf(error))));
    socket.on('close', () => finish(offline('closed without a reply')));
  });
}

function probeHttp(url: URL, options: ProbeOptions): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(result);
    };
    // Any answer means online, so no credentials are sent, and the certificate is not checked (cameras
    // mostly have self-signed ones): nothing secret goes over the connection. Node's client never
    // follows redirects; a 3xx is an answer.
    const request = client.request(url, {
      method: 'HEAD',
      headers: { 'user-agent': USER_AGENT },
      agent: false,
      maxHeaderSize: HTTP_HEADERS_MAX_BYTES,
      rejectUnauthorized: false,
    });
    const deadline = setTimeout(() => finish(offline('timeout')), options.timeoutMs);
    request.on('response', (response) => {
      finish(online(`HTTP ${response.statusCode}`));
      response.destroy();
    });
    request.on('error', (error) => finish(offline(reasonOf(error))));
    request.end();
  });
}

/** Checks the camera at `link` (already validated by the domain's cameraLink). */
export function probeCamera(link: string, options: ProbeOptions): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return Promise.resolve(offline('invalid link'));
  }
  if (url.protocol === 'rtsp:') return probeRtsp(url, options);
  if (url.protocol === 'http:' || url.protocol === 'https:') return probeHttp(url, options);
  return Promise.resolve(offline(`unsupported scheme ${url.protocol}`));
}
