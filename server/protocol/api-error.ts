import type { Database } from '../db/open';

/**
 * An answer the protocol gives on purpose: an honest HTTP status and a translation key (contract/
 * messages.ts), with per-parameter messages for invalid input. Anything else thrown is a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields?: Record<string, string>,
    /** For a 429: how many seconds until the request may succeed (the `Retry-After` header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'ApiError';
  }

  /**
   * What must be written although the write's transaction is rolled back by this refusal (a wrong
   * second-factor code still counts against the throttling): run by the dispatcher on the database itself.
   */
  afterRollback?: (db: Database) => Promise<void>;
}
