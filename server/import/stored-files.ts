import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { IMPORT_COMPANY_MAX_BYTES, IMPORT_FILE_TTL_HOURS, importMessages } from '../../contract/import-file';
import type { ImportKind } from '../../contract/import-columns';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { importFileParts, importFiles } from '../db/schema';
import { ApiError } from '../protocol/api-error';

/**
 * Uploaded files in the database, a row per part (server/db/schema/imports.ts): written as the parts
 * arrive, read back one part at a time, deleted a day after the upload.
 */

const TTL = sql.raw(`interval '${IMPORT_FILE_TTL_HOURS} hours'`);
const alive = sql`${importFiles.createdAt} > now() - ${TTL}`;

export interface StoredFile {
  id: string;
  kind: ImportKind;
  fileName: string;
  size: number;
  received: number;
}

const fileColumns = {
  id: importFiles.id,
  kind: importFiles.kind,
  fileName: importFiles.fileName,
  size: importFiles.size,
  received: importFiles.received,
};

/**
 * A new file with its first part, unless the company's files kept now and this one would be more than it
 * may keep (409). Two uploads at the same moment may both pass the check: the bound is a guard against a
 * runaway client, not an exact quota.
 */
export async function addFile(
  db: Database,
  file: { companyId: string; userId: string | null; kind: ImportKind; fileName: string; size: number; part: Buffer },
): Promise<StoredFile> {
  const { companyId, userId, kind, fileName, size, part } = file;
  if (part.length > size) throw new ApiError(409, importMessages.partOutOfPlace);
  const [added] = await queryRows<{ id: string }>(
    db,
    sql`insert into import_files (company_id, kind, file_name, size, received, created_by)
      select ${companyId}, ${kind}, ${fileName}, ${size}, ${part.length}, ${userId}
      where (select coalesce(sum(size), 0) from import_files
             where company_id = ${companyId} and ${alive}) + ${size} <= ${IMPORT_COMPANY_MAX_BYTES}
      returning id::text as id`,
  );
  if (!added) throw new ApiError(409, importMessages.storageFull);
  await db.insert(importFileParts).values({ fileId: added.id, offset: 0, data: part });
  return { id: added.id, kind, fileName, size, received: part.length };
}

/** One of the company's files still kept, locked for an added part when `forUpdate`; 404 when none. */
export async function storedFile(db: Database, companyId: string, id: string, forUpdate = false): Promise<StoredFile> {
  const query = db
    .select(fileColumns)
    .from(importFiles)
    .where(and(eq(importFiles.id, id), eq(importFiles.companyId, companyId), alive));
  const [file] = forUpdate ? await query.for('update') : await query;
  if (!file) throw new ApiError(404, errors.notFound);
  return file;
}

/**
 * The next part of a file at `offset`, which must be where its bytes end. A part that ends within the
 * bytes already stored was sent before (its answer lost): it changes nothing.
 */
export async function addPart(
  db: Database,
  companyId: string,
  id: string,
  offset: number,
  part: Buffer,
): Promise<StoredFile> {
  const file = await storedFile(db, companyId, id, true);
  const end = offset + part.length;
  if (offset < file.received && end <= file.received) return file;
  if (offset !== file.received || end > file.size) throw new ApiError(409, importMessages.partOutOfPlace);
  await db.insert(importFileParts).values({ fileId: id, offset, data: part });
  await db.update(importFiles).set({ received: end }).where(eq(importFiles.id, id));
  return { ...file, received: end };
}

/** A file's bytes in order, a part per query, as many times as they are read. */
export const fileBytes = (db: Database, id: string) => {
  const partAfter = async (offset: number) => {
    const [part] = await db
      .select({ offset: importFileParts.offset, data: importFileParts.data })
      .from(importFileParts)
      .where(and(eq(importFileParts.fileId, id), gt(importFileParts.offset, offset)))
      .orderBy(asc(importFileParts.offset))
      .limit(1);
    return part;
  };
  return async function* bytes(): AsyncIterable<Uint8Array> {
    for (let part = await partAfter(-1); part; part = await partAfter(part.offset)) yield part.data;
  };
};

/** Deletes one of the company's files with its parts (and its apply's bookkeeping); 404 when none. */
export async function deleteFile(db: Database, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(importFiles)
    .where(and(eq(importFiles.id, id), eq(importFiles.companyId, companyId)))
    .returning({ id: importFiles.id });
  if (deleted.length === 0) throw new ApiError(404, errors.notFound);
}

/** Housekeeping: the files uploaded more than a day ago, with their parts. */
export async function deleteOldImportFiles(db: Database): Promise<void> {
  await db.delete(importFiles).where(lt(importFiles.createdAt, sql`now() - ${TTL}`));
}
