import { type ColumnNotations, columnNotations } from '../../contract/card-notation';
import {
  CODE_FIELDS,
  columnText,
  guessColumns,
  headerKey,
  type ImportColumn,
  type ImportField,
  type ImportKind,
} from '../../contract/import-columns';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_PREVIEW_ROWS,
  importMessages,
  type ImportPreview,
} from '../../contract/import-file';
import { storedValue } from '../../contract/import-values';
import { errors } from '../../contract/messages';
import { ApiError } from '../protocol/api-error';
import { type FileRow, readFileRows, UnreadableFile } from './read-file';
import type { StoredFile } from './stored-files';

/**
 * A file's preview (GetImportPreview): one pass over its rows that keeps the first ones, counts the rest
 * and tallies each card column's notations; then the kept rows as they will be stored, each card column
 * read in its chosen notation, else in the one its values tell (none when they are ambiguous).
 */

interface Mapping {
  /** The columns as given (Columns), or undefined to take them from the header. */
  given: ImportColumn[] | undefined;
  remembered: Readonly<Record<string, ImportField | null>>;
}

/** The columns of a header: given (one per column, 400 otherwise), else remembered or guessed. */
function columnsOf(kind: ImportKind, header: string[], { given, remembered }: Mapping) {
  if (given) {
    if (given.length !== header.length)
      throw new ApiError(400, errors.invalidParams, { Columns: importMessages.columns });
    return { columns: given, fromMemory: header.map(() => false) };
  }
  const fields = guessColumns(kind, header, remembered);
  return {
    columns: fields.map((field) => ({ field })),
    fromMemory: header.map((title) => Object.hasOwn(remembered, headerKey(title))),
  };
}

/** The file's rows, 400 when it cannot be read. */
async function* rowsOf(rows: AsyncIterable<FileRow>): AsyncIterable<FileRow> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof UnreadableFile || (error as { code?: string }).code?.startsWith('CSV_')) {
      throw new ApiError(400, importMessages.unreadable);
    }
    throw error;
  }
}

export async function previewFile(
  file: StoredFile,
  bytes: () => AsyncIterable<Uint8Array>,
  mapping: Mapping,
): Promise<ImportPreview> {
  if (file.received < file.size) throw new ApiError(409, importMessages.incomplete);
  const read = await readFileRows(bytes).catch((error: unknown) => {
    throw error instanceof UnreadableFile ? new ApiError(400, importMessages.unreadable) : error;
  });
  let header: string[] | undefined;
  let columns: ImportColumn[] = [];
  let fromMemory: boolean[] = [];
  let tallies: { column: number; tally: ReturnType<typeof columnNotations> }[] = [];
  const kept: FileRow[] = [];
  let rowCount = 0;
  for await (const row of rowsOf(read.rows)) {
    if (!header) {
      header = row.cells.map((cell) => cell.trim());
      if (header.length > IMPORT_MAX_COLUMNS) throw new ApiError(400, importMessages.tooManyColumns);
      ({ columns, fromMemory } = columnsOf(file.kind, header, mapping));
      tallies = columns.flatMap(({ field }, column) =>
        field && CODE_FIELDS.includes(field) ? [{ column, tally: columnNotations() }] : [],
      );
      continue;
    }
    rowCount += 1;
    if (kept.length < IMPORT_PREVIEW_ROWS) kept.push(row);
    for (const { column, tally } of tallies) tally.add(row.cells[column] ?? '');
  }
  if (!header) throw new ApiError(400, importMessages.empty);

  const cards = tallies.map(({ column, tally }) => ({ column, ...tally.result() }));
  const notationOf = new Map<number, ColumnNotations>(cards.map(({ column, ...found }) => [column, found]));
  // A card column without a chosen notation is read in the one its values tell.
  const chosen = columns.map((column, index) =>
    column.notation || !notationOf.has(index)
      ? column
      : { ...column, notation: notationOf.get(index)!.notation ?? undefined },
  );
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    size: file.size,
    format: read.format,
    encoding: read.encoding,
    delimiter: read.delimiter,
    header,
    columns: chosen.map(columnText),
    remembered: fromMemory,
    rowCount,
    rows: kept.map(({ line, cells }) => ({
      line,
      cells: header!.map((_, index) => {
        const text = cells[index] ?? '';
        return { text, ...storedValue(chosen[index], text, file.kind) };
      }),
    })),
    cards,
  };
}
