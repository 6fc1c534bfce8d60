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

function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
