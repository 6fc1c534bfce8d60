import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type BlockList } from 'node:net';
import type { CameraOfflineReason, CameraStatus } from '../../contract/camera';
import {
  AddressNotAllowedError,
  allowedAddresses,
  bareHost,
  pinnedLookup,
  type Resolver,
  systemResolver,
} from './address-policy';

/**
 * The camera status check: does something answer at the camera's link, as a camera would? For
 * rtsp:// an RTSP OPTIONS request answered by an `RTSP/1.0 <code>` status line; for http(s):// a HEAD
 * request answered by any HTTP response. A refused or reset connection, silence until the timeout, or
 * anything else is offline.
 *
 * Because an administrator chooses the address, the check is kept harmless. It never sends the camera's
 * login or password: any answer, 401 included, already shows the camera is there, and a password sent
 * would go to whatever host the link names. It connects only where the address policy allows
 * (address-policy.ts), to the very addresses it checked. One request, a hard deadline over the whole
 * exchange (name lookup, connect, TLS, reply), redirects never followed, nothing of the reply returned
 * but online or offline, and at most a few kilobytes of it read.
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
  /** Where the check may not connect (CAMERA_CHECK_DENY_NETWORKS). */
  denied: BlockList;
  /** How host names are resolved; the system's resolver unless a test says otherwise. */
  resolve?: Resolver;
}

export interface ProbeResult {
  status: CameraStatus;
  /** Why it is offline, for the administrator; null when online. */
  offlineReason: CameraOfflineReason | null;
  /** What happened, for the log: the status line, or the error's code or message. */
  detail: string;
}

/** The errors of a socket or a name lookup, by code, as the administrator's reason. */
const REASONS_BY_CODE: Record<string, CameraOfflineReason> = {
  ECONNREFUSED: 'refused',
  ETIMEDOUT: 'timeout',
  ENOTFOUND: 'notResolved',
  EAI_AGAIN: 'notResolved',
  EAI_NONAME: 'notResolved',
  EAI_NODATA: 'notResolved',
  ENODATA: 'notResolved',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  EHOSTDOWN: 'unreachable',
  ENETDOWN: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  ECONNRESET: 'closed',
  ECONNABORTED: 'closed',
  EPIPE: 'closed',
};

/**
 * The administrator's reason for what went wrong: an error code (a socket's, a lookup's), or the probe's
 * own words below; HTTP parser errors (HPE_…) mean that what answered does not speak HTTP.
 */
export const offlineReasonOf = (detail: string): CameraOfflineReason => {
  if (Object.hasOwn(REASONS_BY_CODE, detail)) return REASONS_BY_CODE[detail];
  if (detail === 'timeout') return 'timeout';
  if (detail === 'closed without a reply') return 'closed';
  if (detail === 'not an RTSP reply' || detail === 'no status line' || detail.startsWith('HPE_')) return 'notCamera';
  return 'failed';
};

const online = (detail: string): ProbeResult => ({ status: 'online', offlineReason: null, detail });
const offline = (detail: string): ProbeResult => ({
  status: 'offline',
  offlineReason: offlineReasonOf(detail),
  detail,
});

const reasonOf = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : 'failed');

/** The RTSP OPTIONS request for the link: never with credentials. */
function rtspOptionsRequest(url: URL): string {
  return [`OPTIONS ${url.href} RTSP/1.0`, 'CSeq: 1', `User-Agent: ${USER_AGENT}`, '', ''].join('\r\n');
}

function probeRtsp(url: URL, addresses: LookupAddress[], timeoutMs: number): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const socket = net.connect({
      host: bareHost(url),
      port: url.port ? Number(url.port) : DEFAULT_RTSP_PORT,
      lookup: pinnedLookup(addresses),
    });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (result: ProbeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(result);
    };
    const deadline = setTimeout(() => finish(offline('timeout')), timeoutMs);

    socket.on('connect', () => socket.write(rtspOptionsRequest(url)));
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

function probeHttp(url: URL, addresses: LookupAddress[], timeoutMs: number): Promise<ProbeResult> {
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
    // The certificate is not checked (cameras mostly have self-signed ones): nothing secret goes over
    // the connection. Node's client never follows redirects; a 3xx is an answer.
    const request = client.request(url, {
      method: 'HEAD',
      headers: { 'user-agent': USER_AGENT },
      agent: false,
      lookup: pinnedLookup(addresses),
      maxHeaderSize: HTTP_HEADERS_MAX_BYTES,
      rejectUnauthorized: false,
    });
    const deadline = setTimeout(() => finish(offline('timeout')), timeoutMs);
    request.on('response', (response) => {
      finish(online(`HTTP ${response.statusCode}`));
      response.destroy();
    });
    request.on('error', (error) => finish(offline(reasonOf(error))));
    request.end();
  });
}

const probes = new Map([
  ['rtsp:', probeRtsp],
  ['http:', probeHttp],
  ['https:', probeHttp],
]);

/** Rejects with a 'timeout' error after `ms`, unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Checks the camera at `link` (already validated by the domain's cameraLink). Rejects with
 * AddressNotAllowedError, without connecting, when the link's host is or resolves to a denied address.
 */
export async function probeCamera(link: string, options: ProbeOptions): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return offline('invalid link');
  }
  const probe = probes.get(url.protocol);
  if (!probe) return offline(`unsupported scheme ${url.protocol}`);

  const startedAt = Date.now();
  let addresses: LookupAddress[];
  try {
    addresses = await within(
      allowedAddresses(bareHost(url), options.denied, options.resolve ?? systemResolver),
      options.timeoutMs,
    );
  } catch (error) {
    if (error instanceof AddressNotAllowedError) throw error;
    return offline(reasonOf(error));
  }
  const remaining = options.timeoutMs - (Date.now() - startedAt);
  return remaining > 0 ? probe(url, addresses, remaining) : offline('timeout');
}
