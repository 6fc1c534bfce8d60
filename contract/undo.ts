import { z } from 'zod';
import { auditEntry, auditReference, auditReferenceKinds } from './audit';
import { validation } from './messages';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Undo of a change from the audit trail, and restore of a deleted record (server/audit/undo.ts). A change
 * is every trail row of one operation (one Action's transaction, or the several transactions of an import
 * or a bulk action that share an operation id); its inverse puts back the old values of an update,
 * deletes an inserted row and restores a deleted one, and is itself recorded (and may be undone).
 */

/** A trail entry by its number (the trail's ids are whole numbers, written as text). */
const auditId = () => z.string().regex(/^[1-9]\d{0,17}$/, { error: validation.invalid });

/**
 * What is undone: the whole change the entry belongs to (`change`), or, to restore a deleted record, only
 * the rows of that change filed under the entry's record (`record`: the record with its parts).
 */
export const undoScopes = ['change', 'record'] as const;

const undoInput = z.object({ AuditId: auditId(), Scope: z.enum(undoScopes).default('change') });

/**
 * The most trail rows an undo writes back in one transaction, all or nothing (a bulk change of about
 * 6,000 residents with a card each). A larger change (an import of 100,000 residents: 300,000 rows) is
 * undone in parts of about UNDO_PART_ROWS rows, a transaction each, its records newest first, a part
 * never splitting a record from its parts; the undo keeps its place, so a call goes on where the last
 * stopped (server/audit/undo-parts.ts).
 */
export const UNDO_MAX_ROWS = 20_000;
export const UNDO_PART_ROWS = 5_000;
/** How long one UndoChange of a change in parts writes before it answers its progress (the console calls again). */
export const UNDO_SLICE_MS = 8_000;
/** The rows and conflicts a preview lists; the rest are counted (stepCount, conflictCount). */
export const UNDO_SHOWN = 100;

/** The 409 of an undo that a conflict refuses (GetUndoPreview says which). */
export const UNDO_REFUSED = 'undo.refused';

/**
 * Why an undo cannot be made, each a translation key `undo.reasons.<reason>`: recorded before undo
 * existed; a kind of record never undone (sign-in accounts, second factors, API tokens, bans); part of the
 * change is another company's; a field changed since (`column`, by `userName` at `at`); the row deleted
 * since; a row with its key exists again; deleted more than 30 days ago; a secret's old value not kept; a
 * unique value taken since (`column`); the record it belongs to is gone (`kind`); the row is still used by
 * another record (`kind`); the old values no longer pass the table's checks.
 */
export const undoReasons = [
  'beforeUndo',
  'notUndoable',
  'otherCompany',
  'changedSince',
  'deletedSince',
  'exists',
  'expired',
  'secretGone',
  'taken',
  'parentGone',
  'stillUsed',
  'invalid',
] as const;
export type UndoReason = (typeof undoReasons)[number];

export const undoConflict = z.object({
  reason: z.enum(undoReasons),
  tableName: z.string(),
  recordId: z.string().nullable(),
  column: z.string().nullable(),
  /** Who made the later change (none: nobody recorded), when, and with which Action. */
  userName: z.string().nullable(),
  at: z.string().nullable(),
  action: z.string().nullable(),
  /** The other record a conflict is about (the parent that is gone, the record still using the row). */
  kind: z.enum(auditReferenceKinds).nullable(),
});
export type UndoConflict = z.infer<typeof undoConflict>;

/**
 * One row the undo changes back, as a trail entry reads: the operation the undo makes on it (an inserted
 * row is deleted, a deleted one inserted again, an update reverted) and `changes` as `[now, after undo]`.
 */
export const undoStep = auditEntry
  .pick({ tableName: true, recordId: true, operation: true, changes: true })
  .extend({ references: z.record(z.string(), auditReference) });
export type UndoStep = z.infer<typeof undoStep>;

export const undoPreview = z.object({
  /** The change being undone: its Action, when, by whom, and how many rows it changed. */
  action: z.string(),
  at: z.string(),
  userName: z.string().nullable(),
  rows: z.number().int(),
  /**
   * The rows changed back, the first UNDO_SHOWN (with conflicts: those of the records they name), and
   * how many in all: the rows not yet undone.
   */
  steps: z.array(undoStep),
  stepCount: z.number().int(),
  /** Empty when the undo can be made; otherwise why not, the first UNDO_SHOWN (UndoChange then answers 409). */
  conflicts: z.array(undoConflict),
  conflictCount: z.number().int(),
  /** The transactions the undo writes in: 1 up to UNDO_MAX_ROWS rows, else parts of about UNDO_PART_ROWS. */
  parts: z.number().int(),
  /** The rows an undo in parts has already changed back, when it stopped at a part refused or was left. */
  undone: z.number().int(),
});
export type UndoPreview = z.infer<typeof undoPreview>;

export const undoActions = {
  GetUndoPreview: defineAction({
    method: 'GET',
    area: 'console',
    // Checked by the handler for each table the change touched (server/audit/undoable.ts).
    permission: 'any',
    summary:
      'What undoing a change of the audit trail would do, without doing it: each row changed back (field, value now, value after undo), or why it cannot be undone (a field changed since, by whom and when; a row deleted since; a unique value taken; more than 30 days since a delete). A company undoes its own changes and needs the permission that writes each record the change touched (a resident’s: residents.manage); the platform needs platform.manage.',
    input: undoInput,
    output: undoPreview,
  }),
  UndoChange: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'any',
    summary: `Undoes a change of the audit trail (Scope \`change\`: every row of its Action call, or of the import or bulk action it was part of) or restores a deleted record with its parts (Scope \`record\`), as GetUndoPreview shows, recorded on the trail as one change. Up to ${UNDO_MAX_ROWS} rows in one transaction, all or nothing; a larger change in parts of about ${UNDO_PART_ROWS} rows, a transaction each, its newest records first: one call writes parts for about ${UNDO_SLICE_MS / 1000} seconds and answers the progress (\`done\` false: call again, from any server, to go on). Refused with 409 when GetUndoPreview lists a conflict; in parts, the parts before the refused one stay undone, and the next call goes on from it.`,
    batches: true,
    input: undoInput,
    /** The rows changed back so far (by every call of an undo in parts), of the change's `total`. */
    output: z.object({ rows: z.number().int(), total: z.number().int(), done: z.boolean() }),
  }),
  GetDeletedRecords: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'any',
    summary:
      'Records deleted in the last 30 days that may be restored (residents, addresses, access objects, perimeters and points, access rights, cameras, controllers, guest links, SIP devices, postamates, roles), newest first: the trail entry of each deletion with the deleted record’s last name. Only those whose kind the caller may write; a company’s own only.',
    input: listInput,
    output: listOutput(auditEntry),
  }),
};

export const undoEntity = defineEntity(undoActions, {
  company: { deleted: { list: 'GetDeletedRecords' } },
  platform: { deleted: { list: 'GetDeletedRecords' } },
});
