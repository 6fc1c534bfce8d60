import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentTypes } from '../../../contract/payment';
import { id, createdAt, trigramIndex } from './columns';
import { companyRef, users } from './people';
import { abonents } from './access';

/** What companies and abonents pay: payment methods, tariffs, SIM cards' payments, abonents' payments. */

/**
 * How a company takes its residents' payments (spec: payment methods): a payment provider's account.
 * The password and the API token are needed in clear to call the provider, so they are encrypted at rest
 * as camera passwords are (server/cameras/secrets.ts), bound to the row and the column; never returned.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordEncrypted: text('password_encrypted'),
    apiTokenEncrypted: text('api_token_encrypted'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_company_name_idx').on(table.companyId, table.name, table.id)],
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
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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

// ---- SIM cards and their payments; abonents' payments -------------------------------------------

/** A SIM card in a company's device (spec: SIM payment: company, id, place, paid up to, phone). */
export const simCards = pgTable(
  'sim_cards',
  {
    id: id(),
    companyId: companyRef(),
    /** Where the device with the card is installed. */
    place: text('place').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The last day the card is paid for. */
    paidUpTo: date('paid_up_to', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // GetSimPayments: the ones about to lapse first, overall or in one company.
    index('sim_cards_paid_up_to_idx').on(table.paidUpTo, table.id),
    index('sim_cards_company_paid_up_to_idx').on(table.companyId, table.paidUpTo, table.id),
    trigramIndex('sim_cards_place_trgm_idx', table.place),
    trigramIndex('sim_cards_phone_number_trgm_idx', table.phoneNumber),
  ],
);

/** A payment for a SIM card: how far it moved 'paid up to', how much, who recorded it. */
export const simCardPayments = pgTable(
  'sim_card_payments',
  {
    id: id(),
    simCardId: uuid('sim_card_id')
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidUpToBefore: date('paid_up_to_before', { mode: 'string' }).notNull(),
    paidUpTo: date('paid_up_to', { mode: 'string' }).notNull(),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sim_card_payments_card_idx').on(table.simCardId, table.createdAt),
    check('sim_card_payments_amount_check', sql`${table.amount} > 0`),
    check('sim_card_payments_moves_check', sql`${table.paidUpTo} > ${table.paidUpToBefore}`),
  ],
);

/**
 * Abonents' payments (spec: Payment). The abonent, phone and perimeter are kept as they were paid for:
 * a payment is a record of the past, and stays when the abonent or the perimeter goes.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyRef(),
    abonentId: uuid('abonent_id').references(() => abonents.id, { onDelete: 'set null' }),
    abonentName: text('abonent_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    perimeterName: text('perimeter_name'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    periodTill: date('period_till', { mode: 'string' }),
    // Money as exact decimals, never floats.
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    description: text('description'),
    accountNumber: text('account_number'),
    createdAt: createdAt(),
  },
  (table) => [
    // GetPayments: newest first, overall or in one company, within dates, of a type.
    index('payments_date_idx').on(table.paymentDate, table.id),
    index('payments_company_date_idx').on(table.companyId, table.paymentDate, table.id),
    index('payments_type_date_idx').on(table.paymentType, table.paymentDate, table.id),
    index('payments_amount_idx').on(table.amount, table.id),
    index('payments_abonent_idx').on(table.abonentId),
    trigramIndex('payments_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('payments_account_number_trgm_idx', table.accountNumber),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The number and sum of payments, per company and for all (the nil UUID), kept exact by a statement-level
 * trigger (custom migration): an unfiltered list's totals read one row instead of adding up 100,000.
 */
export const paymentTotals = pgTable('payment_totals', {
  scopeId: uuid('scope_id').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  amountSum: numeric('amount_sum', { precision: 16, scale: 2 }).notNull(),
});

/**
 * The end of the latest paid period (the greatest `periodTill` of their payments) of each abonent on a
 * tariff, kept by triggers on payments and on abonents' tariff (custom migration 0063): the attention
 * screen's overdue payments are read and counted off its index instead of every abonent's payments.
 */
export const abonentPaidTill = pgTable(
  'abonent_paid_till',
  {
    abonentId: uuid('abonent_id')
      .primaryKey()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    till: date('till', { mode: 'string' }).notNull(),
  },
  (table) => [index('abonent_paid_till_company_idx').on(table.companyId, table.till, table.abonentId)],
);
