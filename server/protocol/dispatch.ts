import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { auditContextOf, inAuditedTransaction } from '../audit/transaction';
import type { Database } from '../db/open';
import { ApiError } from './api-error';
import { authorize } from './authorize';
import type { ServerSettings } from './context';
import { parseParams } from './params';
import type { RegisteredAction } from './registry';
import { checkTimestamp } from './timestamp';
import { JsonText } from './json-text';
import { writesAudited } from '../../contract/audited';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/wire';
import { claimKey, idempotentRequest, storeAnswer, withIdempotency } from './idempotency';

/**
 * The Action endpoint: GET takes the Action and its parameters from the query string, POST from the JSON
 * body. The checks run in the protocol's order: Timestamp, Action and method, area guard, parameters;
 * then the handler, whose result goes through the contract's output schema (which drops any column the
 * contract does not name).
 */
export function registerActionRoutes(
  app: FastifyInstance,
  options: { db: Database; settings: ServerSettings; registry: Map<string, RegisteredAction> },
): void {
  const { db, settings, registry } = options;

  async function dispatch(request: FastifyRequest, reply: FastifyReply) {
    checkTimestamp(request.headers.timestamp);

    const params = (request.method === 'GET' ? request.query : request.body) as { Action?: unknown } | null;
    const name = params?.Action;
    const action = typeof name === 'string' ? registry.get(name) : undefined;
    if (!action) throw new ApiError(400, errors.unknownAction);
    const { contract, handler } = action;
    if (contract.method !== request.method) {
      reply.header('allow', contract.method);
      throw new ApiError(405, errors.methodNotAllowed);
    }

    const { session, device, permissions } = await authorize(db, contract, request.headers.authorization);
    const input = parseParams(contract.input, params);
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const userAgent = request.headers['user-agent'] ?? '';
    const ctx = {
      db,
      session,
      device,
      permissions,
      ip: request.ip,
      userAgent,
      log: request.log,
      settings,
      signal: gone.signal,
    };
    // A creating Action with an Idempotency-Key: once per key, the answer kept (idempotency.ts).
    const idempotent = contract.creates
      ? idempotentRequest(request.headers['idempotency-key'], name as string, input, session)
      : undefined;
    if (idempotent && writesAudited(contract)) {
      let replayed = true;
      const answer = await withIdempotency(
        idempotent,
        () =>
          inAuditedTransaction(db, auditContextOf(name as string, session, request.ip), async (tx) => {
            await claimKey(tx, idempotent);
            replayed = false;
            const result = await handler(input, { ...ctx, db: tx });
            const output = result instanceof JsonText ? JSON.parse(result.text) : contract.output.parse(result);
            await storeAnswer(tx, idempotent, output);
            return output as unknown;
          }),
        db,
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return answer;
    }
    // A write runs in a transaction that the audit trail records (server/audit); a read runs as it is,
    // and so does a write in batches, which audits each of its own transactions.
    const result =
      writesAudited(contract) && !contract.batches
        ? await inAuditedTransaction(db, auditContextOf(name as string, session, request.ip), (tx) =>
            handler(input, { ...ctx, db: tx }),
          ).catch(async (error: unknown) => {
            if (error instanceof ApiError && error.afterRollback) await error.afterRollback(db);
            throw error;
          })
        : await handler(input, ctx);
    if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text);
    return contract.output.parse(result);
  }

  // The console calls the path with its trailing slash; other clients may leave it out.
  for (const url of [API_PATH, API_PATH.replace(/\/$/, '')]) {
    app.route({ method: ['GET', 'POST'], url, handler: dispatch });
  }
}
