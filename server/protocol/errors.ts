import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../src/domain/messages';
import type { ErrorBody } from '../../src/domain/protocol';
import { ApiError } from './api-error';

/**
 * Every error becomes `{ error }` with an honest status. A request Fastify could not read (malformed
 * JSON, a body too large, an unsupported content type) is invalid input; anything unexpected is a 500
 * whose details (stack, SQL) go to the log only, never into the response.
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
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: errors.internal } satisfies ErrorBody);
}
