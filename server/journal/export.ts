import { PassThrough, Readable } from 'node:stream';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FastifyInstance } from 'fastify';
import { EXPORT_ROWS_HEADER, JOURNAL_EXPORT_PATH, journalActions, journalExportInput } from '../../contract/journal';
import { errors } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { journalLabels } from '../../contract/journal-labels';
import { csvCell } from '../../contract/csv';
import { inlined } from '../db/inline';
import { type Database, postgresPool } from '../db/open';
import { queryRows } from '../db/rows';
import { passEvents } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { authorize } from '../protocol/authorize';
import { parseParams } from '../protocol/params';
import { requireKnownTimeZone } from './time-zones';
import { checkTimestamp } from '../protocol/timestamp';
import { EVENT_TIME, journalCondition, olderThan } from './filters';

/** Rows read at a time where the server writes the file: each batch continues after the last (keyset), so memory holds one batch. */
export const EXPORT_BATCH = 5_000;

/** How long a download may send nothing (its reader not taking it) before its connection is closed. */
const STALLED_DOWNLOAD_MS = 60_000;

type Labels = (typeof journalLabels)['en'];

/**
 * A column of a download: its heading in the reader's language, and its text as the
 * database computes it. `written`: a text a device or a person wrote, which a spreadsheet might run as a
 * formula; the other columns are times and the catalogue's own labels.
 */
interface Column {
  heading: string;
  text: SQL;
  written?: true;
}

/** A column's codes in the reader's language: the label of each code the catalogue names. */
const labelled = (column: SQL, labels: Record<string, string>) =>
  sql`case ${column} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} end`;

const columns = (labels: Labels, timeZone: string): Column[] => [
  {
    heading: labels.columns.dateTime,
    text: sql`to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
  },
  { heading: labels.columns.accessPoint, text: sql`access_point_name`, written: true },
  { heading: labels.columns.cardId, text: sql`card_id`, written: true },
  { heading: labels.columns.phone, text: sql`'+' || phone`, written: true },
  { heading: labels.columns.cars, text: sql`car_plate`, written: true },
  { heading: labels.columns.user, text: sql`user_name`, written: true },
  { heading: labels.columns.keyType, text: labelled(sql`key_type`, labels.keyType) },
  {
    heading: labels.columns.accessResult,
    text: labelled(sql`result`, { opened: labels.accessResult.opened, denied: labels.accessResult.accessDenied }),
  },
  // A reason the catalogue does not know is shown as the device sent it.
  {
    heading: labels.columns.denialReason,
    text: sql`coalesce(${labelled(sql`denial_reason`, labels.denialReasons)}, denial_reason)`,
    written: true,
  },
  { heading: labels.columns.accessZone, text: sql`access_zone`, written: true },
];

const NEWEST_FIRST = sql`order by occurred_at desc, id desc`;

/** The selected events' cells, newest first, a batch at a time, each read after the one before's last event (keyset). */
async function* cellBatches(db: Database, where: SQL, cells: Column[]): AsyncGenerator<string[][]> {
  const texts = sql.join(
    cells.map(({ text }) => sql`coalesce(${text}, '')`),
    sql`, `,
  );
  let after: SQL | undefined;
  for (;;) {
    // Read as they are, not mapped through Drizzle's select: that mapping was a third of a download's time.
    const rows = await queryRows<{ cells: string[]; cursor: string; id: string }>(
      db,
      sql`select array[${texts}] as cells, ${sql.raw(EVENT_TIME)} as cursor, id
            from pass_events where ${and(where, after)} ${NEWEST_FIRST} limit ${EXPORT_BATCH}`,
    );
    if (rows.length > 0) yield rows.map((row) => row.cells);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    after = olderThan({ at: last.cursor, id: last.id });
  }
}

/**
 * The events as CSV lines, written by PostgreSQL's COPY … TO STDOUT on a connection of the pool, which
 * quotes the cells as csvCell does; the written texts are defused in SQL (csv_defused, migration 0044).
 * One statement reads every row from a snapshot and sends it as fast as the client takes it. Writing the
 * lines in the server, a batch of rows at a time, kept its thread busy: reading the rows' 12 columns was
 * 30 % of that time, writing the lines 20 %, collecting the garbage 14 % (about 100,000 rows a second).
 * COPY's empty string is `""`: an empty text is written as null, an empty cell, as csvCell writes it.
 */
async function* copiedCsv(pool: Pool, where: SQL, cells: Column[]): AsyncGenerator<Buffer> {
  const texts = sql.join(
    cells.map(({ text, written }) => (written ? sql`csv_defused(nullif(${text}, ''))` : text)),
    sql`, `,
  );
  const query = inlined(
    sql`copy (select ${texts} from pass_events where ${where} ${NEWEST_FIRST}) to stdout with (format csv)`,
  );
  const client = await pool.connect();
  let whole = false;
  try {
    for await (const chunk of client.query(copyTo(query))) yield chunk as Buffer;
    whole = true;
  } finally {
    // A download stopped halfway leaves the connection inside COPY: it is closed rather than reused.
    client.release(whole ? undefined : new Error('journal download stopped'));
  }
}

/**
 * Downloads written by COPY at once, per server: each holds a connection of the pool (10) from its first
 * row to its last, and the Actions need the rest. Past it a download is read a batch at a time, which
 * holds a connection only while a batch is read.
 */
const COPY_DOWNLOADS_MAX = 3;
let copyDownloads = 0;

/** The events as CSV: by COPY on PostgreSQL; on PGlite (or past COPY_DOWNLOADS_MAX), a batch at a time through csvCell. */
async function* csv(db: Database, where: SQL, labels: Labels, timeZone: string): AsyncGenerator<string | Buffer> {
  const cells = columns(labels, timeZone);
  // A byte-order mark: spreadsheet programs then read the Cyrillic as UTF-8.
  yield `\uFEFF${cells.map(({ heading }) => csvCell(heading)).join(',')}\n`;
  const pool = postgresPool(db);
  if (pool && copyDownloads < COPY_DOWNLOADS_MAX) {
    copyDownloads += 1;
    try {
      yield* copiedCsv(pool, where, cells);
    } finally {
      copyDownloads -= 1;
    }
    return;
  }
  for await (const batch of cellBatches(db, where, cells)) {
    yield batch.map((row) => `${row.map(csvCell).join(',')}\n`).join('');
  }
}

/** XLSX written as it is read (exceljs's streaming writer), waiting whenever the client is behind. */
const XLSX_DATE_TIME = 'yyyy-mm-dd hh:mm:ss';

/**
 * An event's time as a spreadsheet date: a spreadsheet's dates have no zone, and ExcelJS writes a Date's
 * UTC fields, so the wall-clock time in the reader's zone (the column's text) is read as if it were UTC.
 */
const asSheetTime = (localTime: string) => new Date(`${localTime.replace(' ', 'T')}Z`);

function xlsx(batches: AsyncIterable<string[][]>, cells: Column[], labels: Labels): Readable {
  const out = new PassThrough();
  (async () => {
    // Loaded by the first XLSX download, not at start-up: exceljs and its zip libraries took 0.3-0.4 s
    // of every start.
    const { default: ExcelJS } = await import('exceljs');
    // Styles on: the first column is a date a spreadsheet sorts and filters as one, not text.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(labels.document.title);
    sheet.getColumn(1).numFmt = XLSX_DATE_TIME;
    sheet.getColumn(1).width = 20;
    sheet.addRow(cells.map(({ heading }) => heading)).commit();
    for await (const batch of batches) {
      for (const [time, ...rest] of batch) sheet.addRow([asSheetTime(time), ...rest]).commit();
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error));
  return out;
}

/**
 * The items of `source`, the first `count` of them read at once (a failure among them is thrown here);
 * the rest as the reader takes them. Stopping the reader stops the source (its `finally` runs).
 */
export async function primed<Item>(source: AsyncGenerator<Item>, count: number): Promise<AsyncGenerator<Item>> {
  const first: Item[] = [];
  for (let n = 0; n < count; n++) {
    const next = await source.next();
    if (next.done) break;
    first.push(next.value);
  }
  return (async function* () {
    try {
      yield* first;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  })();
}

/**
 * GET `<API_PATH>export/journal`: the journal's events as CSV or XLSX, streamed from the database as the
 * client takes them (memory flat whatever the size). Authenticated like the Action endpoint
 * (Timestamp, SAS-TOKEN of a company session); the query is the journal's filters with Format, TimeZone
 * and Locale. `x-row-count` says how many rows will come, for the console's progress bar.
 */
export function registerJournalExport(app: FastifyInstance, db: Database): void {
  app.get(`${API_PATH}${JOURNAL_EXPORT_PATH}`, async (request, reply) => {
    // A reader that stops taking the file without closing the connection would hold it (and on
    // PostgreSQL a connection of the pool) for ever: its socket is closed once idle for a minute
    // (measured on PostgreSQL: the connection was released about two minutes after the reader stopped).
    reply.raw.setTimeout(STALLED_DOWNLOAD_MS, () => reply.raw.destroy());
    checkTimestamp(request.headers.timestamp);
    // The journal's own permission, as its list Action (GetPassEvents) declares it.
    const { session } = await authorize(db, journalActions.GetPassEvents, request.headers.authorization);
    if (!session?.companyId) throw new ApiError(403, errors.profileRequired);
    const input = parseParams(journalExportInput, request.query);
    await requireKnownTimeZone(db, input.TimeZone);
    const where = await journalCondition(db, session.companyId, input);
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(passEvents)
      .where(where);
    const labels = journalLabels[input.Locale];
    // The file's first rows are read before its headers are sent: a query that fails, fails there, with
    // an honest status and no file, not a download cut off after its headers. (One failing later, the
    // database going away halfway, can only cut the download short.)
    const body =
      input.Format === 'csv'
        ? Readable.from(await primed(csv(db, where, labels, input.TimeZone), 2))
        : xlsx(
            await primed(cellBatches(db, where, columns(labels, input.TimeZone)), 1),
            columns(labels, input.TimeZone),
            labels,
          );
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header(EXPORT_ROWS_HEADER, String(total))
      .header('access-control-expose-headers', EXPORT_ROWS_HEADER)
      .header('content-disposition', `attachment; filename="journal-${stamp}.${input.Format}"`)
      .type(
        input.Format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    return reply.send(body);
  });
}
