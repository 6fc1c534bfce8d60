/** PostgreSQL's SQLSTATEs for a unique and a foreign key constraint violation. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a query failed on a unique constraint. Both drivers put the SQLSTATE in `code`; Drizzle wraps
 * the driver's error in its own, with the original as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

/** Whether a query failed on a foreign key: a row still referenced, or a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, FOREIGN_KEY_VIOLATION);
}

/**
 * SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down, in recovery); class 08 is every connection
 * exception.
 */
const UNAVAILABLE_SQL_STATE = /^(57P0[123]|08...)$/;
/** Node's socket errors when the server is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * What pg and PGlite throw without a code: the pool's connection timeout (connectionTimeoutMillis,
 * server/db/open.ts), a connection the server dropped mid-query, a closed PGlite (a request that
 * outlives shutdown).
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'PGlite is closed',
];

/**
 * Whether a query failed because the database could not be reached, as opposed to failing on its
 * content: the request may succeed as it is a moment later, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQL_STATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) {
      return true;
    }
  }
  return false;
}

/**
 * The integrity constraint a query failed on (SQLSTATE class 23: unique, foreign key, check, not null),
 * with its name when the database gave one; undefined for any other failure.
 */
export function constraintViolationOf(error: unknown): ConstraintViolation | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint, detail } = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (typeof code === 'string' && code.startsWith('23')) {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : null,
        detail: typeof detail === 'string' ? detail : null,
      };
    }
  }
  return undefined;
}

export interface ConstraintViolation {
  code: string;
  constraint: string | null;
  /** The database's detail: for a unique one `Key (company_id, lower(value))=(…, …) already exists.` */
  detail: string | null;
}

function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
