import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACTED = [
  'req.headers.authorization',
  'headers.authorization',
  'Password',
  'password',
  'token',
  '*.Password',
  '*.password',
  '*.token',
  '*.credentials.token',
];

/**
 * Query parameters that carry a secret, compared without case: a guest link's `pass` (old links keep it
 * in the query), an Action's `Pass`, `Password`, `Token`, a code. A request's URL is logged with their
 * values replaced, whichever route it reached (a page, the API, a 404).
 */
const SECRET_QUERY_PARAMS = new Set(['pass', 'password', 'newpassword', 'token', 'code', 'secret', 'key', 'apikey']);

const CENSOR = '[redacted]';

/** A request URL with the values of its secret query parameters replaced; the rest kept as it came. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const fragment = url.indexOf('#', query);
  const end = fragment < 0 ? url.length : fragment;
  const pairs = url.slice(query + 1, end).split('&');
  const redacted = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judged as written.
    }
    return SECRET_QUERY_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=${CENSOR}` : pair;
  });
  return `${url.slice(0, query + 1)}${redacted.join('&')}${url.slice(end)}`;
}

/** Fastify's request serializer, with the URL's secrets redacted. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket ? request.socket.remotePort : undefined,
});

/** Fastify's pino options: off (tests), defaults, or the caller's options, always with the redaction. */
export function loggerOptions(logger: boolean | Record<string, unknown> | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const given = typeof logger === 'object' ? logger : {};
  return {
    level: 'info',
    ...given,
    serializers: { ...(given.serializers as Record<string, unknown> | undefined), req: requestSerializer },
    redact: { paths: REDACTED, censor: CENSOR },
  };
}
