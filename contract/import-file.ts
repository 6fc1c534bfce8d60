import { z } from 'zod';
import { CARD_NOTATIONS } from './card-notation';
import { id, integer, queryInteger, requiredText, text } from './fields';
import { IMPORT_KINDS, type ImportKind, parseColumn } from './import-columns';
import { validation, withArgs } from './messages';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * Importing residents or addresses from a file (issue 43): the file is uploaded in parts (JSON, like
 * every Action: each part base64 within the body limit), kept for a day, and previewed with its columns'
 * guessed meaning before anything is planned or written.
 *
 * Why parts in JSON rather than one raw body: the file then passes the same checks as every Action
 * (Timestamp, session, role, audit) through the one endpoint; a part is small enough for the 1 MiB body
 * limit, which stays as it is for every other Action; and the server stores each part as it comes,
 * reading them back one by one, so neither an upload nor a preview holds a whole file in memory.
 */

/** The most one part holds: its base64 (4/3 of it) fits the 1 MiB body limit with room to spare. */
export const IMPORT_PART_BYTES = 512 * 1024;
/** The largest file: 100,000 residents with two cards each take about 15 MB as CSV. */
export const IMPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** What one company may keep uploaded at once (files are deleted a day after their upload). */
export const IMPORT_COMPANY_MAX_BYTES = 256 * 1024 * 1024;
/** How long an uploaded file is kept. */
export const IMPORT_FILE_TTL_HOURS = 24;
/** The rows a preview shows. */
export const IMPORT_PREVIEW_ROWS = 20;
/** The most columns a file may have. */
export const IMPORT_MAX_COLUMNS = 100;

export const importMessages = {
  /** The company keeps as many uploaded bytes as it may: wait for old files to go, or finish them. */
  storageFull: 'importFiles.errors.storageFull',
  /** A part that does not continue the file where it stands, or goes past its size. */
  partOutOfPlace: 'importFiles.errors.partOutOfPlace',
  /** The file has not been uploaded whole yet. */
  incomplete: 'importFiles.errors.incomplete',
  /** Neither CSV, nor text, nor an XLSX workbook that can be read. */
  unreadable: 'importFiles.errors.unreadable',
  /** The file has no header row. */
  empty: 'importFiles.errors.empty',
  /** More columns than IMPORT_MAX_COLUMNS. */
  tooManyColumns: 'importFiles.errors.tooManyColumns',
  /** `Columns` has one entry per column of the file, each a field of the import's kind. */
  columns: 'importFiles.errors.columns',
  /** A plan needs the fields that identify a record: a resident's name and phone, an address. */
  keyColumns: 'importFiles.errors.keyColumns',
  /** An apply of the file began with other columns: it goes on with those, or the file is uploaded again. */
  applyColumns: 'importFiles.errors.applyColumns',
} as const;

/** What the dry run says of a row. */
export const IMPORT_VERDICTS = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportVerdict = (typeof IMPORT_VERDICTS)[number];

/**
 * Why the dry run refuses a row besides a value it cannot store (import-values.ts): keys under
 * `importFiles.rowRefusals`, with their arguments.
 */
export const ROW_REFUSALS = [
  /** The same resident (name and phone) or address on an earlier row: `{ line }`. */
  'duplicateRow',
  /** A card on an earlier row of the file: `{ code, line }`. */
  'duplicateCard',
  /** A card another resident of the company holds: `{ code }`. */
  'cardTaken',
  /** One of the resident's own cards, blocked as lost: `{ code }`. */
  'cardBlocked',
  /** No access object or perimeter of the company has the zone's name: `{ zone }`. */
  'unknownZone',
] as const;
export type RowRefusal = (typeof ROW_REFUSALS)[number];

/** The rows one transaction of an apply writes. */
export const BATCH_ROWS = 1_000;

/** The most rows of verdicts one PlanImport call answers; doors named at most. */
export const IMPORT_PLAN_PAGE = 100;
export const IMPORT_PLAN_DOORS = 50;

/** A part's bytes in base64: four characters for every three bytes. */
const PART_BASE64_MAX = Math.ceil(IMPORT_PART_BYTES / 3) * 4;

/** A file's bytes in base64, at most one part's worth. */
const part = () =>
  z
    .string({ error: validation.required })
    .max(PART_BASE64_MAX, { error: withArgs(validation.maxLength, { max: PART_BASE64_MAX }) })
    .pipe(z.base64({ error: validation.invalid }))
    .refine((value) => value.length > 0, { error: validation.required })
    .meta({ examples: ['aW1wb3J0'] });

const kind = z.enum(IMPORT_KINDS, { error: validation.invalid });

/** The Columns parameter: one entry per column of the file, "field", "card:hex" or "" (skipped). */
const columnTexts = z
  .array(text().max(40), { error: validation.invalid })
  .min(1, { error: validation.required })
  .max(IMPORT_MAX_COLUMNS, { error: withArgs(validation.maxLength, { max: IMPORT_MAX_COLUMNS }) });

/** Columns that name a field of the kind each (or none), in the form parseColumn reads. */
const checkColumns = (kindOf: ImportKind, columns: readonly string[], ctx: z.RefinementCtx, path: string) => {
  const bad = columns.findIndex((column) => !parseColumn(kindOf, column));
  if (bad >= 0) ctx.addIssue({ code: 'custom', path: [path], message: importMessages.columns });
};

export const importUpload = z.object({
  id: z.string(),
  /** The bytes stored so far: the next part starts here. */
  received: z.number().int(),
  size: z.number().int(),
});

const notationFit = z.object({
  notation: z.enum(CARD_NOTATIONS),
  read: z.number().int(),
  refused: z.number().int(),
  unreadable: z.number().int(),
});

const storedCell = z.object({
  /** The text of the file. */
  text: z.string(),
  /** The value stored (null: left empty); absent for a skipped column, a card column or a refusal. */
  value: z.union([z.string(), z.number()]).nullable().optional(),
  /** A card column's codes, one per card of the cell. */
  codes: z.array(z.number().int()).optional(),
  /** Why the text cannot be stored: its name under `importFiles.refusals`. */
  refusal: z.string().optional(),
});

export const importPreview = z.object({
  id: z.string(),
  kind,
  fileName: z.string(),
  size: z.number().int(),
  /**
   * How the file was read: a CSV or pasted text (its encoding, and its separator: none for a file of one
   * column), or an XLSX workbook's first sheet.
   */
  format: z.enum(['csv', 'xlsx']),
  encoding: z.enum(['utf-8', 'windows-1251']).nullable(),
  delimiter: z.enum([',', ';', '\t']).nullable(),
  header: z.array(z.string()),
  /** Each column's meaning as the Columns parameter writes it: given, remembered or guessed. */
  columns: z.array(z.string()),
  /** Whether each column's meaning is the company's choice for its header before (else given or guessed). */
  remembered: z.array(z.boolean()),
  /** The rows below the header in the whole file. */
  rowCount: z.number().int(),
  /** The first rows, each cell as the file wrote it and as it will be stored. */
  rows: z.array(z.object({ line: z.number().int(), cells: z.array(storedCell) })),
  /** Each card or BLE column (by its index): the notations its values are written in, the best first. */
  cards: z.array(
    z.object({
      column: z.number().int(),
      values: z.number().int(),
      fits: z.array(notationFit),
      /** The notation read when Columns names none; null when the column is ambiguous or unreadable. */
      notation: z.enum(CARD_NOTATIONS).nullable(),
      ambiguous: z.boolean(),
      between: z.array(z.enum(CARD_NOTATIONS)),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** One row of the dry run. */
export const importRowVerdict = z.object({
  line: z.number().int(),
  verdict: z.enum(IMPORT_VERDICTS),
  /** The record's name: the resident's, or the address. */
  name: z.string(),
  /** The record updated or unchanged; null when it will be created or the row is refused. */
  recordId: z.string().nullable(),
  /** The fields an update changes (import-columns.ts fields). */
  changes: z.array(z.string()),
  /** Why the row is refused: a translation key (`importFiles.refusals.*` or `importFiles.rowRefusals.*`), the column, its arguments. */
  refusal: z
    .object({
      reason: z.string(),
      column: z.number().int().nullable(),
      args: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .nullable(),
  /** The row's address is not the company's yet: the import creates it. */
  createsAddress: z.boolean(),
});
export type ImportRowVerdict = z.infer<typeof importRowVerdict>;

export const importPlan = z.object({
  totals: z.object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
    /** Distinct addresses the import creates. */
    addressesCreated: z.number().int(),
    /** Cards the import gives residents. */
    cardsAdded: z.number().int(),
  }),
  /** The doors whose credentials the import changes (the zones of the residents it creates or updates). */
  doors: z.object({ total: z.number().int(), items: z.array(z.object({ id: z.string(), name: z.string() })) }),
  /** The rows with the verdict asked for (all by default), paged. */
  rows: z.object({ items: z.array(importRowVerdict), total: z.number().int() }),
});
export type ImportPlan = z.infer<typeof importPlan>;

/** How long one ApplyImport call writes batches before it answers its progress (the console calls again). */
export const IMPORT_APPLY_SLICE_MS = 8_000;

/**
 * Why the database refused a batch of an apply, each a translation key `importFiles.applyFailures.<reason>`:
 * a card or address taken by another change meanwhile, a zone or address deleted meanwhile, a value the
 * table's checks refuse, anything else.
 */
export const IMPORT_APPLY_FAILURES = ['taken', 'parentGone', 'invalid', 'failed'] as const;
export type ImportApplyFailureReason = (typeof IMPORT_APPLY_FAILURES)[number];

/** An apply's progress: the rows judged so far, each batch written whole or not at all. */
export const importApply = z.object({
  /** Every row of the file is judged and written. */
  done: z.boolean(),
  /** The file's line of the last row written (0: none yet): the rows up to it are done. */
  line: z.number().int(),
  /** The rows judged and written so far, by verdict, as the dry run counts them. */
  totals: importPlan.shape.totals,
  /** The batch the database refused: its lines (none of them written), the row that stopped it, and why. */
  failure: z
    .object({
      fromLine: z.number().int(),
      toLine: z.number().int(),
      /** The first row of the batch the database refused on its own; null when none alone was refused. */
      line: z.number().int().nullable(),
      reason: z.enum(IMPORT_APPLY_FAILURES),
    })
    .nullable(),
  /** An audit entry of the import, which undoes all of it at once (UndoChange); null while nothing is written. */
  auditId: z.string().nullable(),
});
export type ImportApply = z.infer<typeof importApply>;

export const importFileActions = {
  AddImportFile: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'residents.manage',
    summary: `Starts uploading a file to import residents or addresses from (CSV, text pasted from a spreadsheet, or XLSX; at most ${IMPORT_FILE_MAX_BYTES} bytes), with its first part: Part is base64 of at most ${IMPORT_PART_BYTES} bytes, the rest follows with AddImportFilePart. The file is kept for ${IMPORT_FILE_TTL_HOURS} hours. 409 when the company's uploads would exceed ${IMPORT_COMPANY_MAX_BYTES} bytes, or Part is larger than Size.`,
    input: z.object({
      Kind: kind,
      FileName: requiredText({ min: 1, max: 255 }),
      Size: integer({ min: 1, max: IMPORT_FILE_MAX_BYTES }),
      Part: part(),
    }),
    output: importUpload,
  }),
  AddImportFilePart: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: `Adds the next part of an uploaded file: Offset is the bytes received so far (as the last answer said), Part base64 of at most ${IMPORT_PART_BYTES} bytes. A part sent again (ending within the bytes received) changes nothing; 409 when a part leaves a gap or goes past the size.`,
    input: z.object({ ImportFileId: id(), Offset: integer({ min: 0, max: IMPORT_FILE_MAX_BYTES }), Part: part() }),
    output: importUpload,
  }),
  GetImportPreview: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.manage',
    summary: `Reads an uploaded file: how it is written, its header, each column's meaning (Columns as given, else the company's choice for the same header before, else guessed from the header in English or Russian), its rows counted, the first ${IMPORT_PREVIEW_ROWS} as the file says and as they will be stored, and the notations each card column is written in. Columns: one entry per column, comma-separated, each a field ("name", "phone", "card:hex") or empty to skip it. 409 while the file is not uploaded whole; 400 when it cannot be read.`,
    input: z.object({
      ImportFileId: id(),
      Columns: text()
        .max(IMPORT_MAX_COLUMNS * 40)
        .optional()
        .transform((value) => value?.split(',')),
    }),
    output: importPreview,
  }),
  PlanImport: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.manage',
    summary: `The dry run of an import, nothing written: for the whole file read with Columns (as GetImportPreview takes them; a resident needs a name and a phone column, an address an address column), each row's verdict (created, updated with the fields it changes, unchanged, or refused with the reason as a translation key and its arguments) and the totals, and the doors whose credentials change. A resident is the company's abonent of the same phone and name; an import fills fields and adds cards and cars, never clears or takes away. Verdict filters the rows, paged by Offset and Limit (at most ${IMPORT_PLAN_PAGE}).`,
    input: z.object({
      ImportFileId: id(),
      Columns: text()
        .min(1, { error: validation.required })
        .max(IMPORT_MAX_COLUMNS * 40)
        .transform((value) => value.split(',')),
      Verdict: z.enum(IMPORT_VERDICTS, { error: validation.invalid }).optional(),
      Offset: queryInteger({ min: 0 }).default(0),
      Limit: queryInteger({ min: 1, max: IMPORT_PLAN_PAGE }).default(25),
    }),
    output: importPlan,
  }),
  ApplyImport: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    batches: true,
    summary: `Applies an import: writes what PlanImport plans for the file read with Columns (judged again now, against the company's data as it is), in transactions of ${BATCH_ROWS} rows, each written whole or not at all, all on the audit trail as one change that undoes at once. One call writes for about ${IMPORT_APPLY_SLICE_MS / 1000} seconds and answers the progress; call again (from any server, after a closed tab) to go on from the last batch written, until done. A batch the database refuses stops the apply, nothing of it written, and is reported with its lines and the row that stopped it; the next call tries it again. A file applied twice changes nothing the second time. 409 when an apply of the file began with other Columns.`,
    input: z.object({
      ImportFileId: id(),
      Columns: columnTexts.meta({ examples: [['name', 'phone']] }),
    }),
    output: importApply,
  }),
  DeleteImportFile: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      "Deletes an uploaded file (an upload cancelled, or an import done), so that it no longer counts against the company's storage; the records an import wrote stay.",
    input: z.object({ ImportFileId: id() }),
    output: z.object({}),
  }),
  SetImportMapping: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      "Remembers the company's choice of each column's meaning for a header (Header and Columns, one entry each per column; Columns as GetImportPreview takes them), so that a later file with the same header is mapped the same way.",
    input: z
      .object({
        Kind: kind,
        Header: z
          .array(text().max(200), { error: validation.invalid })
          .min(1, { error: validation.required })
          .max(IMPORT_MAX_COLUMNS, { error: withArgs(validation.maxLength, { max: IMPORT_MAX_COLUMNS }) }),
        Columns: columnTexts.meta({ examples: [['name']] }),
      })
      .superRefine(({ Kind, Header, Columns }, ctx) => {
        if (Header.length !== Columns.length) {
          ctx.addIssue({ code: 'custom', path: ['Columns'], message: importMessages.columns });
        } else checkColumns(Kind, Columns, ctx, 'Columns');
      }),
    output: z.object({}),
  }),
};

export const importFileEntity = defineEntity(importFileActions);
