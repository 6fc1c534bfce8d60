/**
 * The database schema. `npm run db:generate` turns changes here into a new SQL migration in
 * server/db/migrations (checked in). Only PostgreSQL 15 features: the same SQL runs on PGlite. Triggers
 * are not expressed here: they are in custom migrations (`drizzle-kit generate --custom`); the ones in
 * force, with the functions they run, are listed in docs/database-objects.sql (`npm run docs:db`).
 *
 * One file per concern, all re-exported here, so `…/db/schema` is the whole schema: people.ts (companies,
 * their addresses, users and signing in), devices.ts (locks, controllers, SIP, cameras, postamates, local
 * servers), access.ts (keys, the access tree, abonents, access rights, guest passes), billing.ts (tariffs
 * and payments), journal.ts (pass events, lock commands), platform.ts (audit trail, bans, counts, server
 * keys), sync.ts (devices' doors, the doors' credentials and their change log), imports.ts (files uploaded
 * to import from). columns.ts holds the column builders they share.
 */
export * from './people';
export * from './devices';
export * from './access';
export * from './billing';
export * from './journal';
export * from './platform';
export * from './sync';
export * from './two-factor';
export * from './imports';
