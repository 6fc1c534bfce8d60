import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { passKeyTypes, passResults, passSources } from '../../../contract/pass-event';
import { id, createdAt } from './columns';
import { companies, companyRef } from './people';
import { locks, localServers } from './devices';
import { accessPoints, guestPasses } from './access';

/** What happened at the doors: pass events and their quarter-hour sums, and the open commands sent to locks. */

// ---- Pass events: the access journal -------------------------------------------------------------

/**
 * Every pass through an access point, or refusal (spec: access journal). The one table that grows
 * without end: partitioned by month on `occurred_at` (its migration's SQL adds `PARTITION BY`, which
 * Drizzle cannot express; server/journal/partitions.ts creates the months), so every key and unique
 * index includes `occurred_at`. No foreign key to the access point, abonent or key: an event keeps its
 * names and its decision (`decision`) as they were at that moment, after the point, the abonent or the
 * key are changed or gone.
 */
export const passEvents = pgTable(
  'pass_events',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id'),
    /**
     * The point's access object: kept by the database, as the point's own (a trigger follows a point
     * moved to another object), and kept after the point is removed. The journal's filter by an object
     * reads it, one index for the object's events newest first, where reading each of its points' events
     * cost twice as many index probes as it has points.
     */
    accessObjectId: uuid('access_object_id'),
    /** The point's name at that moment. */
    accessPointName: text('access_point_name').notNull(),
    source: text('source', { enum: passSources }).notNull(),
    /** The local server that reported it, and the event's id on that server: a batch sent twice is stored once. */
    localServerId: uuid('local_server_id'),
    deviceEventId: text('device_event_id'),
    keyType: text('key_type', { enum: passKeyTypes }).notNull(),
    cardId: text('card_id'),
    phone: text('phone'),
    carPlate: text('car_plate'),
    result: text('result', { enum: passResults }).notNull(),
    denialReason: text('denial_reason'),
    abonentId: uuid('abonent_id'),
    /** Who passed, as the journal shows them at that moment: an abonent's name, or a guest pass's. */
    userName: text('user_name'),
    /**
     * What the journal's filter by a name's beginning compares (server/journal/filters.ts): the name
     * lower-cased once, when written. Folding the case of every candidate was 0.28 of a name's page's
     * 0.45 ms in its index (EXPLAIN ANALYZE). A column, not an expression, also has its statistics kept
     * whatever its index (an expression's are kept only from an index of it that is not partial). The
     * expression names its column unqualified: PostgreSQL refuses the partitioned table's name in it.
     */
    userNameKey: text('user_name_key').generatedAlwaysAs(sql`lower("user_name")`),
    accessZone: text('access_zone'),
    /** Why it was decided, as of that moment: the key or code, the abonent, the zone or restriction. */
    decision: jsonb('decision').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the same person (the abonent, else the phone or card shown) last passed in the PERSON_PREV_DAYS
     * (31) days before this event, in the company; null when they had not, or nobody was identified. Set
     * by every insert, whatever order events arrive in (server/journal/store.ts): a report counts the
     * people of a day as the events with no earlier one that day, one pass instead of hashing every
     * (day, person) pair.
     */
    personPrevAt: timestamp('person_prev_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'pass_events_pk', columns: [table.id, table.occurredAt] }),
    // A person's events in time order, for person_prev_at (server/journal/store.ts).
    index('pass_events_person_time_idx')
      .on(
        table.companyId,
        sql`(coalesce(${table.abonentId}::text, ${table.phone}, ${table.cardId}))`,
        table.occurredAt,
        table.id,
      )
      .where(sql`coalesce(${table.abonentId}::text, ${table.phone}, ${table.cardId}) is not null`),
    uniqueIndex('pass_events_device_event_unique').on(table.localServerId, table.deviceEventId, table.occurredAt),
    // The journal's first page: a company's newest events (keyset on occurred_at, id). NULLS FIRST is what
    // `order by … desc` means: an index of drizzle's default DESC NULLS LAST cannot give that order, and the
    // planner read and sorted the month instead (docs/journal-scaling.md). Its migration adds
    // INCLUDE (user_name_key), which Drizzle cannot express: a name that many events have is found by
    // reading the company's newest events, and the name lets that read stay in the index.
    index('pass_events_company_time_idx').on(
      table.companyId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The journal's filters (server/journal/filters.ts), each read newest first within its value: a point
    // (a point is one company's), an object, a card, a phone or a name from its start, and the refusals.
    index('pass_events_point_time_idx').on(
      table.accessPointId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pass_events_object_time_idx').on(
      table.accessObjectId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pass_events_card_time_idx')
      .on(table.companyId, table.cardId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.cardId} is not null`),
    index('pass_events_phone_idx')
      .on(table.companyId, table.phone.op('text_pattern_ops'))
      .where(sql`${table.phone} is not null`),
    // A name's index is on a column, with its statistics: on an expression in a partial index, PostgreSQL
    // had none and took every name for a common one (a name no event had read the whole month, 646 ms).
    // Its migration adds INCLUDE (occurred_at, id): the newest events of a rarer name are sorted from the
    // index alone.
    index('pass_events_user_idx')
      .on(table.companyId, table.userNameKey.op('text_pattern_ops'))
      .where(sql`${table.userNameKey} is not null`),
    index('pass_events_denied_time_idx')
      .on(table.companyId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.result} = 'denied'`),
    check('pass_events_key_type_check', sql`${table.keyType} in ('button', 'card', 'mobile', 'remote', 'ble', 'gsm')`),
    check('pass_events_result_check', sql`${table.result} in ('opened', 'denied')`),
    check('pass_events_source_check', sql`${table.source} in ('device', 'guestPass')`),
  ],
);

/**
 * A company's events by quarter of an hour, kept by every insert of events in the same statement
 * (server/journal/store.ts): a report's days are sums of a month's 3,000 quarters rather than a scan of
 * its events. Every zone's midnight falls on a quarter, so any zone's days are whole quarters.
 */
export const passEventQuarters = pgTable(
  'pass_event_quarters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The quarter's start: a multiple of 15 minutes since the epoch. */
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    events: integer('events').notNull(),
    passes: integer('passes').notNull(),
    denials: integer('denials').notNull(),
    /**
     * `firsts[k + 1]`, k = 0…QUARTER_LOOK_BACK − 1: the quarter's events with a person (person_prev_at)
     * whose person had not passed since the start of the quarter k quarters earlier. A day's people are
     * the sum, over its quarters, of the element whose k reaches back to the day's start.
     */
    firsts: integer('firsts').array().notNull(),
  },
  (table) => [primaryKey({ name: 'pass_event_quarters_pk', columns: [table.companyId, table.quarter] })],
);

// ---- The open commands that guest passes send to locks --------------------------------------------

/**
 * The outbox of open commands for the company's locks: written with the guest's opening, collected and
 * acknowledged by the company's local server (the `device` Actions). Kept as a device's state is, off
 * the audit trail; the journal holds the pass itself.
 */
export const lockCommands = pgTable(
  'lock_commands',
  {
    id: id(),
    companyId: companyRef(),
    lockId: uuid('lock_id')
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id').references(() => accessPoints.id, { onDelete: 'set null' }),
    accessPointName: text('access_point_name').notNull(),
    guestPassId: uuid('guest_pass_id').references(() => guestPasses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => localServers.id, { onDelete: 'set null' }),
  },
  (table) => [
    // What a local server collects: its company's waiting commands, oldest first.
    index('lock_commands_waiting_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.acknowledgedAt} is null`),
    index('lock_commands_created_idx').on(table.createdAt),
  ],
);
