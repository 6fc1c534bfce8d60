import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../contract/messages';
import type { ErrorBody } from '../../contract/protocol';
import { isDatabaseUnavailable } from '../db/errors';
import { ApiError } from './api-error';

/** Seconds a client should wait before retrying while the database is unreachable: a restart takes a few. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * Every error becomes `{ error }` with an honest status. A request Fastify could not read (malformed
 * JSON, a body too large, an unsupported content type) is invalid input; a database that cannot be
 * reached (down, restarting, pool timed out) is a 503 with Retry-After, since the same request may succeed
 * in a moment; anything unexpected is a 500 whose details (stack, SQL) go to the log only, never into the
 * response.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    const body: ErrorBody = error.fields ? { error: error.key, fields: error.fields } : { error: error.key };
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send(body);
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ code: error.code }, 'unreadable request');
    return reply.status(400).send({ error: errors.invalidParams } satisfies ErrorBody);
  }
  if (isDatabaseUnavailable(error)) {
    // A warning without the stack: an outage makes every request fail the same way.
    request.log.warn({ reason: rootMessage(error) }, 'database unavailable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ error: errors.databaseUnavailable } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: errors.internal } satisfies ErrorBody);
}

/** The innermost cause's message (the driver's, not Drizzle's wrapper with the SQL and its parameters). */
function rootMessage(error: Error): string {
  let current: Error = error;
  while (current.cause instanceof Error) current = current.cause;
  return current.message;
}
