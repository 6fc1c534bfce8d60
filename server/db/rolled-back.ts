import type { Database } from './open';

/** Carries a rolled-back transaction's result out of it. */
class RolledBack<T> {
  constructor(readonly result: T) {}
}

/**
 * Runs `run` in a transaction that is always rolled back, and returns what it returned: a write tried to
 * see its consequences (the doors a bulk change would affect), leaving nothing behind, not even a row
 * of the audit trail or a credential change the devices would hear of (both are written at commit or in
 * the transaction itself).
 */
export async function rolledBack<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await run(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('rolledBack: the transaction ended without its result');
}
