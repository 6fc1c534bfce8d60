import { desc, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Database } from './open';

// The bookkeeping table of Drizzle's own migrator, so `drizzle-kit migrate` and this agree on what ran.
const drizzleSchema = pgSchema('drizzle');
const appliedMigrations = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** Any constant shared by all servers: the advisory lock that serialises their migrations. */
const MIGRATION_LOCK_KEY = 7_340_221;

/**
 * Applies the checked-in migrations that the database has not seen yet, in one transaction. Drizzle's
 * migrator does the same, but without a lock: several API servers starting together on one PostgreSQL
 * would race to apply the same migration. On an up-to-date database this is one short transaction.
 */
export async function migrate(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const [last] = await tx
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
    for (const migration of migrations) {
      if (last && Number(last.createdAt) >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.insert(appliedMigrations).values({ hash: migration.hash, createdAt: migration.folderMillis });
    }
  });
}
