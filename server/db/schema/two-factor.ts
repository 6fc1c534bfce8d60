import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './people';

/**
 * Two-factor sign-in (server/auth/two-factor.ts): a user's TOTP secret, their one-time recovery codes, and
 * the short-lived challenges between a right password and the code.
 */

/**
 * A user's TOTP authenticator. `secret` is sealed (AES-256-GCM under the server key, bound to the user);
 * it is never answered after enrolment. `confirmed_at` is null while an enrolment waits for its first
 * code. `last_step` is the last time step (30 s) a code was accepted for: a code of that step or an
 * earlier one is refused, so a code seen over a shoulder cannot be used again.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** A user's one-time recovery codes, kept only as SHA-256 hashes; a used one has `used_at`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ name: 'recovery_codes_pk', columns: [table.userId, table.codeHash] })],
);

/**
 * A sign-in whose password was right and whose second factor is still to come: the challenge token (only
 * its SHA-256 kept) that VerifyTwoFactor takes with the code. It lives minutes and is used once.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('two_factor_challenges_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['platform', 'company'] }).notNull(),
    /** `verify`: the user has a second factor; `enrol`: they must enrol one before the session starts. */
    purpose: text('purpose', { enum: ['verify', 'enrol'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '5 minutes'`),
  },
  (table) => [index('two_factor_challenges_expires_idx').on(table.expiresAt)],
);
