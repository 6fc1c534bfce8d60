import { z } from 'zod';
import { id, queryInteger, text } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';
import { validation } from './messages';
import { MAX_LIST_LIMIT } from './wire';

/**
 * The audit trail: who changed what, when and from where. The server writes it (server/audit/); the
 * console shows a record's history on its edit page and the whole trail on the platform's Audit screen.
 */

/**
 * What a trail row records: a row inserted, updated or deleted by a write Action (one trail row per
 * changed database row, written by a trigger in the same transaction), a sign-in, a failed sign-in, a
 * sign-out, a company chosen after signing in, a secret read in clear, a session ended by its user or
 * the platform (the sessions list), an abonent's credentials sent to the doors again, or a device made to
 * take a fresh snapshot of its credentials (the devices list).
 */
export const auditOperations = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'SELECT_PROFILE',
  'READ_SECRET',
  'END_SESSION',
  'RESEND_CREDENTIALS',
  'RESYNC_DEVICE',
] as const;
export type AuditOperation = (typeof auditOperations)[number];

/** A secret column's value is never recorded: only that it changed. */
export const MASKED = 'masked';

/** The changed columns, by database column name: `[old, new]` (null when absent), or `masked` for a secret. */
export type AuditChanges = Record<string, [unknown, unknown] | typeof MASKED>;
const auditChanges = z.record(z.string(), z.union([z.tuple([z.unknown(), z.unknown()]), z.literal(MASKED)]));

/**
 * The kinds of record a trail entry names by id, each a resource of the console (`resources.<kind>.name`)
 * but the SIM card, whose resource is its payments.
 */
export const auditReferenceKinds = [
  'abonents',
  'access_objects',
  'access_perimeters',
  'access_points',
  'access_rights',
  'addresses',
  'bans',
  'cameras',
  'companies',
  'company_roles',
  'controllers',
  'guest_passes',
  'import_files',
  'join_requests',
  'local_keys',
  'local_servers',
  'locks',
  'payment_methods',
  'payments',
  'postamates',
  'reg_keys',
  'simCard',
  'sip_devices',
  'sip_servers',
  'tariffs',
  'users',
] as const;
export type AuditReferenceKind = (typeof auditReferenceKinds)[number];

/**
 * A record named by id, read by the server for the page: its kind and its name now; when it is gone
 * (`deleted`), the last name the trail recorded for it (null: none recorded).
 */
export const auditReference = z.object({
  kind: z.enum(auditReferenceKinds),
  name: z.string().nullable(),
  deleted: z.boolean(),
});
export type AuditReference = z.infer<typeof auditReference>;

export const auditEntry = z.object({
  id: z.string(),
  /** When the change was made (its transaction's start), ISO 8601. */
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** A company's API token that made the change (no user then): its name. */
  apiTokenName: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  action: z.string(),
  tableName: z.string().nullable(),
  recordId: z.string().nullable(),
  operation: z.enum(auditOperations),
  changes: auditChanges,
  /**
   * The records the entry names by id, by that id: the record it is filed under and each record a changed
   * column refers to (an abonent's tariff, an access point's lock), so that none reads as an id.
   */
  references: z.record(z.string(), auditReference),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The platform sees where a change came from too. */
export const platformAuditEntry = auditEntry.extend({ ip: z.string().nullable() });
export type PlatformAuditEntry = z.infer<typeof platformAuditEntry>;

/** A moment as a filter takes it: ISO 8601 with its offset. */
const moment = () => z.iso.datetime({ offset: true, error: validation.invalid });

/** The paging of a history: newest first, a page at a time. */
const historyPage = {
  Offset: queryInteger({ min: 0 }).default(0),
  Limit: queryInteger({ min: 1, max: MAX_LIST_LIMIT }).default(25),
};

export const auditSortFields = ['at'] as const;

export const auditActions = {
  GetHistory: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'audit.view',
    summary:
      "One of the company's records' history, newest first, paged: who changed which fields, from what to what (secrets masked), with which Action, and the names of the records it refers to (a deleted one’s last recorded name). Only the company's own rows.",
    input: z.object({ RecordId: id(), ...historyPage }),
    output: listOutput(auditEntry),
  }),
  GetAudit: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'The whole audit trail, newest first by default (Sort `at`), paged, with the names of the records each entry refers to (a deleted one’s last recorded name): filters by company, user, Action name, record and a time range (From inclusive, Until exclusive); Search in the Action name.',
    input: listInput.extend({
      CompanyId: id().optional(),
      UserId: id().optional(),
      ActionName: text().max(64).optional(),
      RecordId: id().optional(),
      From: moment().optional(),
      Until: moment().optional(),
    }),
    output: listOutput(platformAuditEntry),
  }),
};

/** The history panel reads `history` in the company area, `audit` (filtered by record) in the platform's. */
export const auditEntity = defineEntity(auditActions, {
  company: { history: { list: 'GetHistory' } },
  platform: { audit: { list: 'GetAudit' } },
});
