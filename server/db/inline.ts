import { escapeLiteral } from 'pg';
import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A query's text with its parameters written in as literals, for the one statement that takes no
 * parameters: COPY. Strings are quoted by node-postgres's escapeLiteral (quotes doubled, backslashes in an
 * E'' string), so that no value can end its literal; a literal of unknown type takes the type its place
 * asks for, as a parameter does. Any other kind of value is refused rather than guessed at. The query's
 * own text must hold no `$n` of its own (Drizzle writes values only as parameters).
 */
export function inlined(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, position: string) => {
    const value = params[Number(position) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new TypeError(`inlined: parameter $${position} is a ${typeof value}, not a string or a number`);
  });
}
