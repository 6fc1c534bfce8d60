import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. `npm run db:generate` turns changes here into a new SQL migration in
 * server/db/migrations (checked in). Only PostgreSQL 15 features: the same SQL runs on PGlite. Triggers
 * are not expressed here: they are in custom migrations (`drizzle-kit generate --custom`).
 */

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The company a row belongs to; the row goes with the company. */
const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** A GIN trigram index (pg_trgm): lets a list's Search, `ILIKE '%…%'`, find rows without reading all. */
const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('companies_name_idx').on(table.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    displayName: text('display_name').notNull(),
    phoneNumber: text('phone_number').notNull().unique('users_phone_number_unique'),
    email: text('email'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    /** How many keys the user has: kept by a trigger on keys (migration 0003), so GetUsers can sort by it. */
    keysCount: integer('keys_count').notNull().default(0),
    createdAt: createdAt(),
  },
  // GetUsers sorts by these; the id breaks ties so pages never overlap. It searches in the trigram ones.
  (table) => [
    index('users_display_name_idx').on(table.displayName, table.id),
    index('users_email_idx').on(table.email, table.id),
    index('users_keys_count_idx').on(table.keysCount, table.id),
    trigramIndex('users_display_name_trgm_idx', table.displayName),
    trigramIndex('users_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('users_email_trgm_idx', table.email),
  ],
);

/** A user's right to administer a company (the company area). */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    role: text('role').notNull().default('admin'),
  },
  (table) => [
    primaryKey({ name: 'company_profiles_pk', columns: [table.userId, table.companyId] }),
    index('company_profiles_company_idx').on(table.companyId),
  ],
);

/**
 * A signed-in session. Its id is the apiKeyId of the SAS-TOKEN header; the token itself is never stored,
 * only its SHA-256. Sessions live here (not in memory) so any number of API servers can share them.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['platform', 'company'] }).notNull(),
    /** The company a company-area session acts for; null until a profile is selected. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every sign-in attempt, for the failed-attempt limit (shared by all API servers). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [index('login_attempts_phone_idx').on(table.phoneNumber, table.attemptedAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: companyRef(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // One company cannot have the same address twice, whatever the letter case.
    uniqueIndex('addresses_company_value_unique').on(table.companyId, sql`lower(${table.value})`),
    index('addresses_company_value_idx').on(table.companyId, table.value, table.id),
    index('addresses_company_created_idx').on(table.companyId, table.createdAt, table.id),
    trigramIndex('addresses_value_trgm_idx', table.value),
  ],
);

/** Keys issued to users. Only what the users list needs so far (their count). */
export const keys = pgTable(
  'keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    title: text('title').notNull(),
    status: text('status').notNull().default('none'),
    createdAt: createdAt(),
  },
  (table) => [index('keys_user_idx').on(table.userId), index('keys_company_idx').on(table.companyId)],
);

/** Residential complexes (spec: access object). Seeded only; their Actions come later. */
export const accessObjects = pgTable(
  'access_objects',
  {
    id: id(),
    companyId: companyRef(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    image: text('image'),
    userDisplayName: text('user_display_name'),
    additionalInfo: text('additional_info'),
    heading: text('heading'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [index('access_objects_company_name_idx').on(table.companyId, table.displayName, table.id)],
);

/**
 * The number of rows of a table, per scope (e.g. addresses per company; the nil UUID for the whole
 * table), kept exact by statement-level triggers (migration 0003): a list's total without a search is
 * one row to read, not 100,000 to count. server/db/row-counts.ts reads it.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    scopeId: uuid('scope_id').notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'row_counts_pk', columns: [table.tableName, table.scopeId] })],
);

/*
 * Tariffs: a tariff is a tariff policy with revisions. The policy holds the number of the revision in
 * force, always its latest: an update raises it under the policy row's lock and adds that revision; a
 * rollback adds a copy of an earlier revision the same way. Revisions are never changed or removed
 * (except with their policy), and (policy, revision) is unique.
 */
export const tariffPolicies = pgTable(
  'tariff_policies',
  {
    id: id(),
    companyId: companyRef(),
    currentRevision: integer('current_revision').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('tariff_policies_company_idx').on(table.companyId, table.id)],
);

export const tariffRevisions = pgTable(
  'tariff_revisions',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => tariffPolicies.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    displayName: text('display_name').notNull(),
    userDisplayName: text('user_display_name'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    // Money as exact decimals, never floats.
    costPerMonth: numeric('cost_per_month', { precision: 10, scale: 2 }),
    costPerYear: numeric('cost_per_year', { precision: 10, scale: 2 }),
    keysCountInPackage: integer('keys_count_in_package').notNull(),
    trialPeriodDays: integer('trial_period_days'),
    tariffType: text('tariff_type', { enum: ['monthly', 'yearly'] }).notNull(),
    pricePerPackage: numeric('price_per_package', { precision: 10, scale: 2 }),
    pricePerExtraKey: numeric('price_per_extra_key', { precision: 10, scale: 2 }),
    effectiveUntil: text('effective_until', { enum: ['disabled', 'endOfThisMonth', 'endOfNextMonth'] }).notNull(),
    services: text('services').array().notNull(),
    /** The earlier revision this one copies, when a rollback made it. */
    rolledBackFrom: integer('rolled_back_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tariff_revisions_policy_revision_unique').on(table.policyId, table.revision),
    check('tariff_revisions_revision_check', sql`${table.revision} >= 1`),
    check(
      'tariff_revisions_money_check',
      sql`coalesce(${table.costPerMonth}, 1) > 0 and coalesce(${table.costPerYear}, 1) > 0 and coalesce(${table.pricePerPackage}, 1) > 0 and coalesce(${table.pricePerExtraKey}, 1) > 0`,
    ),
  ],
);
