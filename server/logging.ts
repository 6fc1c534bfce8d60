import type { FastifyServerOptions } from 'fastify';

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

/** Fastify's pino options: off (tests), defaults, or the caller's options, always with the redaction. */
export function loggerOptions(logger: boolean | Record<string, unknown> | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: 'info',
    ...(typeof logger === 'object' ? logger : {}),
    redact: { paths: REDACTED, censor: '[redacted]' },
  };
}
