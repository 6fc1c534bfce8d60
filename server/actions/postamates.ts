import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { errors, withArgs } from '../../contract/messages';
import {
  type PostamateCell,
  type PostamateRecord,
  type postamateActions,
  postamateMessages,
  type postamateSortFields,
} from '../../contract/postamate';
import { deniedLinkField, probeLink, refuseFields, takeLinkCheck } from '../cameras/link-check';
import { asRecord } from '../db/rows';
import { givenColumns, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { companies, postamateCells, postamates } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyCondition, companyFilterOf, type HandlersOf } from '../protocol/context';
import { deviceStatus, hasDeviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, preparedListPage } from '../protocol/list';

/** The postamate's cells by number: a correlated subquery, evaluated for the page's rows only. */
const cellsOf = sql<PostamateCell[]>`(
  select coalesce(json_agg(json_build_object('number', ${qualified(postamateCells.number)}, 'size', ${qualified(postamateCells.size)},
    'state', ${qualified(postamateCells.state)}) order by ${qualified(postamateCells.number)}), '[]'::json)
  from ${postamateCells} where ${qualified(postamateCells.postamateId)} = ${qualified(postamates.id)})`;

const recordColumns = {
  id: postamates.id,
  postamatId: postamates.postamatId,
  publicId: postamates.publicId,
  companyId: postamates.companyId,
  companyName: companies.name,
  remoteCameraRtspAddress: postamates.remoteCameraRtspAddress,
  cameraStatus: postamates.cameraStatus,
  cameraOfflineReason: postamates.cameraOfflineReason,
  cameraCheckedAt: postamates.cameraCheckedAt,
  cells: cellsOf,
  status: deviceStatus(postamates.lastSeenAt),
  lastSeenAt: postamates.lastSeenAt,
  createdAt: postamates.createdAt,
};

type Row = Omit<PostamateRecord, 'cameraChecked' | 'lastSeen' | 'created'> & {
  cameraCheckedAt: Date | null;
  lastSeenAt: Date | null;
  createdAt: Date;
};

const toRecord = (row: Row): PostamateRecord =>
  asRecord(row, {
    cameraChecked: isoOrNull(row.cameraCheckedAt),
    lastSeen: isoOrNull(row.lastSeenAt),
    created: row.createdAt.toISOString(),
  });

const postamateList: ListSpec<(typeof postamateSortFields)[number]> = {
  sortable: {
    postamatId: postamates.postamatId,
    publicId: postamates.publicId,
    companyName: companies.name,
    lastSeen: postamates.lastSeenAt,
    created: postamates.createdAt,
  },
  defaultSort: 'postamatId',
  searchable: [postamates.postamatId, postamates.publicId],
  tieBreaker: postamates.id,
};

const recordQuery = (db: Database) =>
  db.select(recordColumns).from(postamates).innerJoin(companies, eq(companies.id, postamates.companyId)).$dynamic();

const postamateSelects = {
  rows: recordQuery,
  count: (db: Database) =>
    db
      .select({ total: count() })
      .from(postamates)
      .innerJoin(companies, eq(companies.id, postamates.companyId))
      .$dynamic(),
};

async function readPostamate(db: Database, postamateId: string): Promise<PostamateRecord> {
  const [row] = await recordQuery(db).where(eq(postamates.id, postamateId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** The grid as given replaces the stored one: what is left out is removed (in the caller's transaction). */
async function replaceCells(db: Database, postamateId: string, cells: PostamateCell[]): Promise<void> {
  await db.delete(postamateCells).where(eq(postamateCells.postamateId, postamateId));
  if (cells.length > 0) await db.insert(postamateCells).values(cells.map((cell) => ({ ...cell, postamateId })));
}

/** Which of the two identifiers another postamate already has (a unique key refused the write). */
const identifierTaken = (ctx: ActionContext, postamatId: string | undefined, exceptId?: string) => async () => {
  const [same] = postamatId
    ? await ctx.db
        .select({ id: postamates.id })
        .from(postamates)
        .where(and(eq(postamates.postamatId, postamatId), exceptId ? sql`${postamates.id} <> ${exceptId}` : undefined))
    : [];
  return new ApiError(
    409,
    errors.conflict,
    same ? { PostamatId: postamateMessages.idTaken } : { PublicId: postamateMessages.publicIdTaken },
  );
};

const unknownCompany = () => new ApiError(400, errors.invalidParams, { CompanyId: postamateMessages.unknownCompany });

export const postamateHandlers = {
  async GetPostamates(input, ctx) {
    // A company session: its own company's only; another CompanyId finds nothing.
    const companyId = companyFilterOf(ctx, input.CompanyId);
    if (companyId === false) return { items: [], total: 0 };
    const page = await preparedListPage(ctx.db, input, postamateList, postamateSelects, {
      filters: {
        id: [postamates.id, input.PostamateId],
        companyId: [postamates.companyId, companyId],
        status: { variant: input.Status, condition: () => hasDeviceStatus(postamates.lastSeenAt, input.Status) },
      },
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async RegisterPostamate({ PostamatId, PublicId, CompanyId, RemoteCameraRtspAddress, Cells }, ctx) {
    refuseFields(deniedLinkField(ctx, 'RemoteCameraRtspAddress', RemoteCameraRtspAddress));
    // The postamate and its cells together, or neither.
    return answerConstraints(
      ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(postamates)
          .values({
            postamatId: PostamatId,
            publicId: PublicId,
            companyId: CompanyId,
            remoteCameraRtspAddress: RemoteCameraRtspAddress ?? null,
          })
          .returning({ id: postamates.id });
        await replaceCells(tx, created.id, Cells ?? []);
        return created;
      }),
      { unique: identifierTaken(ctx, PostamatId), foreignKey: unknownCompany },
    );
  },

  async EditPostamate({ PostamateId, PostamatId, PublicId, CompanyId, RemoteCameraRtspAddress, Cells }, ctx) {
    await answerConstraints(
      ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ address: postamates.remoteCameraRtspAddress })
          .from(postamates)
          .where(eq(postamates.id, PostamateId))
          .for('update');
        if (!current) throw new ApiError(404, errors.notFound);
        const addressChanged = RemoteCameraRtspAddress !== undefined && RemoteCameraRtspAddress !== current.address;
        if (addressChanged) refuseFields(deniedLinkField(ctx, 'RemoteCameraRtspAddress', RemoteCameraRtspAddress));
        const changes = givenColumns({
          postamatId: PostamatId,
          publicId: PublicId,
          companyId: CompanyId,
          remoteCameraRtspAddress: addressChanged ? RemoteCameraRtspAddress : undefined,
          // The last check was of the old address.
          cameraStatus: addressChanged ? null : undefined,
          cameraOfflineReason: addressChanged ? null : undefined,
          cameraCheckedAt: addressChanged ? null : undefined,
        });
        if (hasChanges(changes)) await tx.update(postamates).set(changes).where(eq(postamates.id, PostamateId));
        if (Cells) await replaceCells(tx, PostamateId, Cells);
      }),
      { unique: identifierTaken(ctx, PostamatId, PostamateId), foreignKey: unknownCompany },
    );
    return readPostamate(ctx.db, PostamateId);
  },

  async DeletePostamate({ PostamateId }, ctx) {
    const deleted = await ctx.db
      .delete(postamates)
      .where(eq(postamates.id, PostamateId))
      .returning({ id: postamates.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },

  async CheckPostamateCamera({ PostamateId }, ctx) {
    const [postamate] = await ctx.db
      .select({ companyId: postamates.companyId, address: postamates.remoteCameraRtspAddress })
      .from(postamates)
      .where(and(eq(postamates.id, PostamateId), companyCondition(ctx, postamates.companyId)));
    if (!postamate) throw new ApiError(404, errors.notFound);
    if (!postamate.address) throw new ApiError(409, postamateMessages.noCamera);
    // Counted for the postamate's company, with its cameras: one limit on what its links make us connect to.
    await takeLinkCheck(ctx, postamate.companyId);
    const result = await probeLink(ctx, postamate.address, { postamateId: PostamateId });
    const checkedAt = new Date();
    await ctx.db
      .update(postamates)
      .set({ cameraStatus: result.status, cameraOfflineReason: result.offlineReason, cameraCheckedAt: checkedAt })
      // Not when the address changed meanwhile: the result is the old address's.
      .where(and(eq(postamates.id, PostamateId), eq(postamates.remoteCameraRtspAddress, postamate.address)));
    ctx.log.info(
      { postamateId: PostamateId, status: result.status, offlineReason: result.offlineReason, detail: result.detail },
      'postamate camera checked',
    );
    return {
      id: PostamateId,
      status: result.status,
      offlineReason: result.offlineReason,
      checked: checkedAt.toISOString(),
    };
  },

  async SetPostamateCellStates({ PostamateId, Cells }, ctx) {
    const [postamate] = await ctx.db
      .select({ id: postamates.id })
      .from(postamates)
      .where(and(eq(postamates.id, PostamateId), companyCondition(ctx, postamates.companyId)));
    if (!postamate) throw new ApiError(404, errors.notFound);
    const numbers = Cells.map((cell) => cell.number);
    const known = await ctx.db
      .select({ number: postamateCells.number })
      .from(postamateCells)
      .where(and(eq(postamateCells.postamateId, PostamateId), inArray(postamateCells.number, numbers)));
    const missing = numbers.filter((number) => !known.some((cell) => cell.number === number));
    if (missing.length > 0) {
      throw new ApiError(400, errors.invalidParams, {
        Cells: withArgs(postamateMessages.noSuchCell, { numbers: missing.join(', ') }),
      });
    }
    // One statement for every cell given: a state each, by number.
    const states = sql.join(
      Cells.map((cell) => sql`(${cell.number}::int, ${cell.state}::text)`),
      sql`, `,
    );
    await ctx.db.execute(sql`update ${postamateCells} set state = given.state
      from (values ${states}) as given (number, state)
      where ${qualified(postamateCells.postamateId)} = ${PostamateId} and ${qualified(postamateCells.number)} = given.number
        and ${qualified(postamateCells.state)} <> given.state`);
    return readPostamate(ctx.db, PostamateId);
  },
} satisfies HandlersOf<typeof postamateActions>;
