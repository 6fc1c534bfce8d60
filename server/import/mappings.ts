import { and, eq, sql } from 'drizzle-orm';
import type { ImportField, ImportKind } from '../../contract/import-columns';
import type { Database } from '../db/open';
import { importMappings } from '../db/schema';

/** What each company chose its files' columns to mean, by header (contract/import-columns.ts). */

export async function rememberedColumns(
  db: Database,
  companyId: string,
  kind: ImportKind,
): Promise<Record<string, ImportField | null>> {
  const [row] = await db
    .select({ columns: importMappings.columns })
    .from(importMappings)
    .where(and(eq(importMappings.companyId, companyId), eq(importMappings.kind, kind)));
  return row?.columns ?? {};
}

/** Remembers the given headers' meanings over the ones remembered before (other headers keep theirs). */
export async function rememberColumns(
  db: Database,
  companyId: string,
  kind: ImportKind,
  columns: Record<string, ImportField | null>,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ companyId, kind, columns })
    .onConflictDoUpdate({
      target: [importMappings.companyId, importMappings.kind],
      set: { columns: sql`${importMappings.columns} || excluded.columns`, updatedAt: sql`now()` },
    });
}
