import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bulkMessages, MAX_BULK_ROWS, type BulkPreview, type BulkResult } from '../../contract/bulk';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { rolledBack } from '../db/rolled-back';
import { type CredentialHolders, credentialImpact } from '../sync/impact';
import { ApiError } from './api-error';

/** `column` is one of `ids`, in one parameter whatever their number. */
export const among = (column: AnyPgColumn, ids: readonly string[]): SQL =>
  sql`${column} = any (${pgArray(ids)}::uuid[])`;

/** A reference a bulk change was given (a new tariff, a filter's owner): refused under `param` unless `owned`. */
export interface BulkReference {
  param: string;
  message: string;
  owned: () => Promise<boolean>;
}

/**
 * The company's rows a bulk change names (contract/bulk.ts): the ticked `ids`, each of which must be the
 * company's (a 400 under `idsParam` otherwise: another company's, or a row gone since it was ticked), or
 * every one the list's own `matching` condition finds. The `references` it was given are checked too, and
 * every wrong one is named in the same 400. More than MAX_BULK_ROWS is a 400 rather than a change nobody
 * could review.
 */
export async function selectedRows(
  db: Database,
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn },
  companyId: string,
  selection: { idsParam: string; ids?: readonly string[]; matching: SQL | undefined; references?: BulkReference[] },
): Promise<string[]> {
  const { idsParam, ids, matching, references = [] } = selection;
  const refused: Record<string, string> = {};
  for (const { param, message, owned } of references) if (!(await owned())) refused[param] = message;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), ids ? among(table.id, ids) : matching))
    .limit(MAX_BULK_ROWS + 1);
  if (ids && rows.length < new Set(ids).size) refused[idsParam] = bulkMessages.notFound;
  if (Object.keys(refused).length > 0) throw new ApiError(400, errors.invalidParams, refused);
  if (rows.length > MAX_BULK_ROWS) {
    throw new ApiError(400, errors.invalidParams, { Selection: bulkMessages.tooMany });
  }
  return rows.map((row) => row.id as string);
}

/**
 * A bulk change's preview: the change itself (`select` then `change`, as the change's Action runs them),
 * in a transaction rolled back once the doors' difference is read. One code path for both, so the counts
 * a preview shows are the ones the change then makes. `holders` names whose credentials to compare (the
 * rows themselves, or those they belong to: a key's abonent), read in that transaction.
 */
export const bulkPreviewOf = (
  db: Database,
  companyId: string,
  select: (tx: Database) => Promise<string[]>,
  change: (tx: Database, ids: string[]) => Promise<number>,
  holders: (ids: string[], tx: Database) => CredentialHolders | Promise<CredentialHolders>,
): Promise<BulkPreview> =>
  rolledBack(db, async (tx) => {
    const ids = await select(tx);
    const changed = ids.length === 0 ? 0 : await change(tx, ids);
    return { selected: ids.length, changed, ...(await credentialImpact(tx, companyId, await holders(ids, tx))) };
  });

/** A bulk change in the Action's own transaction (one group on the audit trail, one version at the doors). */
export async function bulkChangeOf(
  db: Database,
  select: (tx: Database) => Promise<string[]>,
  change: (tx: Database, ids: string[]) => Promise<number>,
): Promise<BulkResult> {
  const ids = await select(db);
  return { selected: ids.length, changed: ids.length === 0 ? 0 : await change(db, ids) };
}
