import { PassThrough, Readable } from 'node:stream';
import { and, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { EXPORT_ROWS_HEADER, JOURNAL_EXPORT_PATH, journalExportInput } from '../../src/domain/journal';
import { errors } from '../../src/domain/messages';
import { API_PATH } from '../../src/domain/protocol';
import enJournal from '../../src/i18n/en/journal';
import ruJournal from '../../src/i18n/ru/journal';
import { csvCell } from '../../src/layout/lists/csv';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { passEvents } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { authorize } from '../protocol/authorize';
import { parseParams } from '../protocol/params';
import { checkTimestamp } from '../protocol/timestamp';
import { EVENT_TIME, journalCondition, olderThan } from './filters';

/** Rows read at a time: each batch continues after the last (keyset), so memory holds one batch. */
export const EXPORT_BATCH = 5_000;

const catalogues = { en: enJournal, ru: ruJournal };
type Labels = typeof enJournal;

/** The columns of a download, as the journal shows them (spec section 3), in the reader's language. */
const columns = (labels: Labels) =>
  [
    [labels.fields.dateTime, (row: ExportRow) => row.at],
    [labels.fields.accessPoint, (row: ExportRow) => row.accessPointName],
    [labels.fields.cardId, (row: ExportRow) => row.cardId],
    [labels.fields.phone, (row: ExportRow) => (row.phone ? `+${row.phone}` : null)],
    [labels.fields.cars, (row: ExportRow) => row.carPlate],
    [labels.fields.user, (row: ExportRow) => row.userName],
    [labels.fields.keyType, (row: ExportRow) => labels.keyType[row.keyType as keyof Labels['keyType']]],
    [labels.fields.accessResult, (row: ExportRow) => (row.result === 'opened' ? labels.accessResult.opened : labels.accessResult.accessDenied)],
    [labels.fields.denialReason, (row: ExportRow) => (row.denialReason ? (labels.denialReasons[row.denialReason as keyof Labels['denialReasons']] ?? row.denialReason) : null)],
    [labels.fields.accessZone, (row: ExportRow) => row.accessZone],
  ] as const;

interface ExportRow {
  id: string;
  cursor: string;
  at: string;
  accessPointName: string;
  cardId: string | null;
  phone: string | null;
  carPlate: string | null;
  userName: string | null;
  keyType: string;
  result: string;
  denialReason: string | null;
  accessZone: string | null;
}

/** The selected events newest first, a batch at a time, each batch after the last one's final event. */
async function* batches(db: Database, where: SQL, timeZone: string): AsyncGenerator<ExportRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // Read as they are, not mapped through Drizzle's select: that mapping was a third of a download's time.
    const rows = await queryRows<ExportRow>(
      db,
      sql`select id, ${sql.raw(EVENT_TIME)} as cursor, to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as at,
                 access_point_name as "accessPointName", card_id as "cardId", phone, car_plate as "carPlate", user_name as "userName",
                 key_type as "keyType", result, denial_reason as "denialReason", access_zone as "accessZone"
            from pass_events where ${and(where, after ? olderThan(after) : undefined)}
           order by occurred_at desc, id desc limit ${EXPORT_BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursor, id: last.id };
  }
}

async function* csv(rows: AsyncGenerator<ExportRow[]>, labels: Labels): AsyncGenerator<string> {
  const cells = columns(labels);
  // A byte-order mark: spreadsheet programs then read the Cyrillic as UTF-8.
  yield `\uFEFF${cells.map(([label]) => csvCell(label)).join(',')}\r\n`;
  for await (const batch of rows) {
    yield batch.map((row) => `${cells.map(([, value]) => csvCell(value(row))).join(',')}\r\n`).join('');
  }
}

/** XLSX written as it is read (exceljs's streaming writer), waiting whenever the client is behind. */
function xlsx(rows: AsyncGenerator<ExportRow[]>, labels: Labels): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(labels.title);
  const cells = columns(labels);
  (async () => {
    sheet.addRow(cells.map(([label]) => label)).commit();
    for await (const batch of rows) {
      for (const row of batch) sheet.addRow(cells.map(([, value]) => value(row) ?? '')).commit();
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error));
  return out;
}

/**
 * GET `<API_PATH>export/journal`: the journal's events as CSV or XLSX, streamed from the database a
 * keyset batch at a time (memory flat whatever the size). Authenticated like the Action endpoint
 * (Timestamp, SAS-TOKEN of a company session); the query is the journal's filters with Format, TimeZone
 * and Locale. `x-row-count` says how many rows will come, for the console's progress bar.
 */
export function registerJournalExport(app: FastifyInstance, db: Database): void {
  app.get(`${API_PATH}${JOURNAL_EXPORT_PATH}`, async (request, reply) => {
    checkTimestamp(request.headers.timestamp);
    const { session } = await authorize(db, 'company', request.headers.authorization);
    if (!session?.companyId) throw new ApiError(403, errors.profileRequired);
    const input = parseParams(journalExportInput, request.query);
    const where = await journalCondition(db, session.companyId, input);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(passEvents).where(where);
    const labels = catalogues[input.Locale];
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header('cache-control', 'no-store')
      .header(EXPORT_ROWS_HEADER, String(total))
      .header('access-control-expose-headers', EXPORT_ROWS_HEADER)
      .header('content-disposition', `attachment; filename="journal-${stamp}.${input.Format}"`)
      .type(input.Format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = batches(db, where, input.TimeZone);
    return reply.send(input.Format === 'csv' ? Readable.from(csv(rows, labels)) : xlsx(rows, labels));
  });
}
