import { type ImportColumn, type ImportKind, columnsByHeader, parseColumn } from '../../contract/import-columns';
import { importMessages, type importFileActions } from '../../contract/import-file';
import { errors } from '../../contract/messages';
import { auditContextOf } from '../audit/transaction';
import { applyImport } from '../import/apply';
import { planImport } from '../import/plan';
import { previewFile } from '../import/preview';
import { rememberColumns, rememberedColumns } from '../import/mappings';
import { addFile, addPart, deleteFile, fileBytes, storedFile } from '../import/stored-files';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf, sessionOf } from '../protocol/context';

/** Uploading a file to import from, its preview, dry run and apply (contract/import-file.ts, server/import/). */

const upload = ({ id, received, size }: { id: string; received: number; size: number }) => ({ id, received, size });

/** The Columns parameter read for a kind of import: 400 when an entry names no field of it. */
function columnsOf(kind: ImportKind, texts: string[]): ImportColumn[] {
  const columns = texts.map((column) => parseColumn(kind, column));
  if (columns.some((column) => !column)) {
    throw new ApiError(400, errors.invalidParams, { Columns: importMessages.columns });
  }
  return columns as ImportColumn[];
}

export const importFileHandlers = {
  async AddImportFile({ Kind, FileName, Size, Part }, ctx) {
    const file = await addFile(ctx.db, {
      companyId: companyOf(ctx),
      // A company's API token uploads as nobody in particular.
      userId: sessionOf(ctx).userId ?? null,
      kind: Kind,
      fileName: FileName,
      size: Size,
      part: Buffer.from(Part, 'base64'),
    });
    return upload(file);
  },

  async AddImportFilePart({ ImportFileId, Offset, Part }, ctx) {
    return upload(await addPart(ctx.db, companyOf(ctx), ImportFileId, Offset, Buffer.from(Part, 'base64')));
  },

  async GetImportPreview({ ImportFileId, Columns }, ctx) {
    const companyId = companyOf(ctx);
    const file = await storedFile(ctx.db, companyId, ImportFileId);
    return previewFile(file, fileBytes(ctx.db, file.id), {
      given: Columns && columnsOf(file.kind, Columns),
      remembered: await rememberedColumns(ctx.db, companyId, file.kind),
    });
  },

  async PlanImport({ ImportFileId, Columns, Verdict, Offset, Limit }, ctx) {
    const companyId = companyOf(ctx);
    const file = await storedFile(ctx.db, companyId, ImportFileId);
    const columns = columnsOf(file.kind, Columns);
    const page = { verdict: Verdict, offset: Offset, limit: Limit };
    return planImport(ctx.db, companyId, file, fileBytes(ctx.db, file.id), columns, page);
  },

  async ApplyImport({ ImportFileId, Columns }, ctx) {
    const companyId = companyOf(ctx);
    const file = await storedFile(ctx.db, companyId, ImportFileId);
    const audit = auditContextOf('ApplyImport', sessionOf(ctx), ctx.ip);
    return applyImport(
      { db: ctx.db, companyId, audit },
      file,
      fileBytes(ctx.db, file.id),
      columnsOf(file.kind, Columns),
    );
  },

  async DeleteImportFile({ ImportFileId }, ctx) {
    await deleteFile(ctx.db, companyOf(ctx), ImportFileId);
    return {};
  },

  async SetImportMapping({ Kind, Header, Columns }, ctx) {
    const columns = Columns.map((column) => parseColumn(Kind, column)!);
    await rememberColumns(ctx.db, companyOf(ctx), Kind, columnsByHeader(Header, columns));
    return {};
  },
} satisfies HandlersOf<typeof importFileActions>;
