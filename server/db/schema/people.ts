import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPANY_ROLE_NAMES,
  type CompanyRoleName,
  DEFAULT_COMPANY_ROLE,
  PLATFORM_ROLE_NAMES,
  type PlatformRoleName,
} from '../../../contract/permissions';
import { id, createdAt, trigramIndex } from './columns';

/** The names a check constraint allows: the contract's, so a new role is one migration away. */
const sqlList = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
const COMPANY_ROLE_LIST = sqlList(COMPANY_ROLE_NAMES);
const PLATFORM_ROLE_LIST = sqlList(PLATFORM_ROLE_NAMES);

/**
 * Companies and their addresses; the people who sign in: users, the companies they administer, their
 * sessions and sign-in attempts.
 */

/**
 * A company (Company). Keys used and remaining are counted from its keys, never stored;
 * its API token is kept only as a SHA-256 (server/auth/tokens.ts), as sessions' are.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    inn: text('inn'),
    region: text('region'),
    brand: text('brand'),
    role: text('role'),
    address: text('address'),
    phones: text('phones'),
    support: text('support'),
    email: text('email'),
    isParking: boolean('is_parking').notNull().default(false),
    createUsersOnRegistration: boolean('create_users_on_registration').notNull().default(false),
    keysAvailable: integer('keys_available').notNull().default(0),
    /**
     * The registration code its QR carries (contract/join-request.ts), kept only as a SHA-256 like the API
     * token; none: registration is closed.
     */
    registrationCodeHash: text('registration_code_hash').unique('companies_registration_code_hash_unique'),
    registrationCodeIssuedAt: timestamp('registration_code_issued_at', { withTimezone: true }),
    /** Its administrators sign in with a second factor (TOTP, server/auth/two-factor.ts). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    trigramIndex('companies_name_trgm_idx', table.name),
    check('companies_keys_available_check', sql`${table.keysAvailable} >= 0`),
  ],
);

/** The company a row belongs to; the row goes with the company. */
export const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

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
    /** What a platform admin may do there (contract/permissions.ts, PLATFORM_ROLES). */
    platformRole: text('platform_role', { enum: PLATFORM_ROLE_NAMES as [PlatformRoleName, ...PlatformRoleName[]] })
      .notNull()
      .default('operator'),
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
    check('users_platform_role_check', sql`${table.platformRole} in (${sql.raw(PLATFORM_ROLE_LIST)})`),
  ],
);

/**
 * A company's own role (contract/permissions.ts): a name and the permissions it grants, made by the
 * company beside the built-in roles.
 */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_roles_company_name_idx').on(table.companyId, table.name),
    unique('company_roles_id_company_unique').on(table.id, table.companyId),
  ],
);

/**
 * A user's right to administer a company (the company area), with what they may do there: a built-in
 * role by name, or one of the company's own roles, never both.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    role: text('role', { enum: COMPANY_ROLE_NAMES as [CompanyRoleName, ...CompanyRoleName[]] }).default(
      DEFAULT_COMPANY_ROLE,
    ),
    customRoleId: uuid('custom_role_id'),
  },
  (table) => [
    primaryKey({ name: 'company_profiles_pk', columns: [table.userId, table.companyId] }),
    index('company_profiles_company_idx').on(table.companyId),
    index('company_profiles_custom_role_idx').on(table.customRoleId),
    // The company's own role, never another's; one in use cannot be deleted (its admins would have none).
    foreignKey({
      name: 'company_profiles_custom_role_fk',
      columns: [table.customRoleId, table.companyId],
      foreignColumns: [companyRoles.id, companyRoles.companyId],
    }),
    check('company_profiles_one_role_check', sql`(${table.role} is null) <> (${table.customRoleId} is null)`),
    check('company_profiles_role_check', sql`${table.role} in (${sql.raw(COMPANY_ROLE_LIST)})`),
  ],
);

/**
 * A company's API tokens (README, "The company API"): its own systems call the company Actions with one
 * (`COMPANY-TOKEN <id>:<token>`), limited to the role chosen when it was issued and until it expires.
 * Only the token's SHA-256 is kept, as sessions' are; a revoked one stays, so the audit trail, which
 * records what a token did under its id, can still name it.
 */
export const companyApiTokens = pgTable(
  'company_api_tokens',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    role: text('role', { enum: COMPANY_ROLE_NAMES as [CompanyRoleName, ...CompanyRoleName[]] }),
    customRoleId: uuid('custom_role_id'),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Marked at most once a minute, so that a busy system's calls do not each write. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('company_api_tokens_company_idx').on(table.companyId, table.createdAt),
    foreignKey({
      name: 'company_api_tokens_custom_role_fk',
      columns: [table.customRoleId, table.companyId],
      foreignColumns: [companyRoles.id, companyRoles.companyId],
    }),
    check('company_api_tokens_one_role_check', sql`(${table.role} is null) <> (${table.customRoleId} is null)`),
    check('company_api_tokens_role_check', sql`${table.role} in (${sql.raw(COMPANY_ROLE_LIST)})`),
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
    /** The client's address at sign-in, as the server determines it (TRUST_PROXY). */
    ip: text('ip'),
    /** The browser's User-Agent at sign-in, cut to 512 characters; the console describes it. */
    userAgent: text('user_agent'),
    /** The latest call made with the session, written at most once a minute (server/auth/sessions.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every sign-in attempt, for the failed-attempt limit (shared by all API servers). */
/**
 * The answers of creating Actions by Idempotency-Key (server/protocol/idempotency.ts), per user, for a
 * day: a replayed or retried request gets the stored answer instead of creating a second record.
 * `params_hash` is the SHA-256 of the Action's parameters (and the session's company), so that the same
 * key with other parameters is refused. Housekeeping deletes rows older than a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    action: text('action').notNull(),
    paramsHash: text('params_hash').notNull(),
    answer: jsonb('answer').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

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

/**
 * Sign-in throttling (server/auth/login-attempts.ts): per phone number and per client address, the
 * attempts reserved in a fixed window. A reservation is one upsert that increments and returns the count,
 * so the limit holds under concurrency and across servers. `banClaimed`: the address's automatic ban of
 * this window is already being made (taken by one request only).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    kind: text('kind', {
      enum: ['phone', 'address', 'guestLink', 'guestAddress', 'joinAddress', 'guestRefusal'],
    }).notNull(),
    subject: text('subject').notNull(),
    // Milliseconds, as a JavaScript Date holds it: a reservation is released in the window it was made in.
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull(),
    banClaimed: boolean('ban_claimed').notNull().default(false),
  },
  (table) => [primaryKey({ name: 'sign_in_throttles_pk', columns: [table.kind, table.subject] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: companyRef(),
    value: text('value').notNull(),
    // What a search looks in (server/protocol/list.ts, lowerCase): lower-cased once when written, so that a
    // search compares bytes instead of folding the case of every candidate row (half of a search's time).
    searchValue: text('search_value')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${addresses.value})`),
    createdAt: createdAt(),
  },
  (table) => [
    // One company cannot have the same address twice, whatever the letter case.
    uniqueIndex('addresses_company_value_unique').on(table.companyId, sql`lower(${table.value})`),
    index('addresses_company_value_idx').on(table.companyId, table.value, table.id),
    index('addresses_company_created_idx').on(table.companyId, table.createdAt, table.id),
    trigramIndex('addresses_search_value_trgm_idx', table.searchValue),
  ],
);
