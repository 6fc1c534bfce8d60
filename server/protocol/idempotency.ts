import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { errors } from '../../contract/messages';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS } from '../../contract/wire';
import type { Session } from '../auth/sessions';
import type { Database } from '../db/open';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './api-error';

/**
 * Idempotency-Key for the creating Actions (`creates` in the contract, wire.ts): a request replayed or
 * retried with the same key and parameters gets the answer stored the first time, without the Action
 * running again; the same key with other parameters (or for another Action) is 409.
 *
 * The key is claimed in the Action's own transaction, before its handler runs, by one insert: a request
 * with the same key arriving meanwhile waits on that row until the first commits, then finds the key
 * taken and replays its answer; when the first fails (rolled back), the key was never taken and the
 * second runs. So no key ever creates two records, on one server or several.
 */

const TTL = sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`);

export interface IdempotentRequest {
  userId: string;
  key: string;
  action: string;
  paramsHash: string;
}

/** The key of a creating Action's request, or undefined when it has none (or no user to keep it for). */
export function idempotentRequest(
  header: string | string[] | undefined,
  action: string,
  params: unknown,
  session: Session | null,
): IdempotentRequest | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new ApiError(400, errors.idempotencyKeyInvalid);
  }
  // Kept per user: an API token's calls (no user) are not kept, and run each time.
  if (!session?.userId) return undefined;
  const paramsHash = createHash('sha256')
    .update(canonicalJson({ params, companyId: session.companyId }))
    .digest('hex');
  return { userId: session.userId, key: header, action, paramsHash };
}

/** JSON with the keys of every object sorted: the same parameters give the same text, in any order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Thrown inside the transaction when the key is taken: it rolls back, and the stored answer is read. */
class KeyTaken extends Error {}

/**
 * Claims the key in the transaction `tx` (a row older than the TTL, not yet deleted by housekeeping, is
 * taken over). Throws KeyTaken when a request with the key committed within the TTL.
 */
export async function claimKey(tx: Database, request: IdempotentRequest): Promise<void> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ ...request, answer: null })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { action: request.action, paramsHash: request.paramsHash, answer: null, createdAt: sql`now()` },
      where: sql`${idempotencyKeys.createdAt} <= now() - ${TTL}`,
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed) throw new KeyTaken();
}

/** Stores the answer of the request that claimed the key, in the same transaction. */
export async function storeAnswer(tx: Database, request: IdempotentRequest, answer: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ answer: answer as never })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/**
 * Runs `run` (the Action in its transaction, claiming the key first); when the key was taken, answers what
 * the first request with it was answered, or 409 when that request was another.
 */
export async function withIdempotency<T>(request: IdempotentRequest, run: () => Promise<T>, db: Database): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  const [stored] = await db
    .select({ action: idempotencyKeys.action, paramsHash: idempotencyKeys.paramsHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!stored || stored.action !== request.action || stored.paramsHash !== request.paramsHash) {
    throw new ApiError(409, errors.idempotencyKeyReused);
  }
  return stored.answer as T;
}

/** Deletes the answers kept longer than the TTL (housekeeping). */
export async function deleteOldIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${TTL}`));
}
