import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type GuestPassRecord, guestPassMessages, type guestPassActions } from '../../contract/guest-pass';
import { errors } from '../../contract/messages';
import { guestPassStatusAt } from '../access/status';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/open';
import { accessPoints, guestPassPoints, guestPasses } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

/** The admin's side of guest passes: issue (the link's token shown once), list, revoke. */

export const guestPassStatus = guestPassStatusAt({
  from: qualified(guestPasses.validFrom),
  to: qualified(guestPasses.validTo),
  revokedAt: qualified(guestPasses.revokedAt),
  uses: qualified(guestPasses.uses),
  maxUses: qualified(guestPasses.maxUses),
});

const recordColumns = {
  id: guestPasses.id,
  name: guestPasses.name,
  validFrom: guestPasses.validFrom,
  validTo: guestPasses.validTo,
  maxUses: guestPasses.maxUses,
  uses: guestPasses.uses,
  status: guestPassStatus,
  revokedAt: guestPasses.revokedAt,
  createdAt: guestPasses.createdAt,
};

const passList: ListSpec<'created'> = {
  sortable: { created: guestPasses.createdAt },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [guestPasses.name],
  tieBreaker: guestPasses.id,
};

/** The doors of each pass, by name. */
async function doorsOf(db: Database, passIds: string[]) {
  if (passIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ passId: guestPassPoints.guestPassId, id: accessPoints.id, name: accessPoints.displayName })
    .from(guestPassPoints)
    .innerJoin(accessPoints, eq(accessPoints.id, guestPassPoints.accessPointId))
    .where(inArray(guestPassPoints.guestPassId, passIds))
    .orderBy(asc(accessPoints.displayName), asc(accessPoints.id));
  const doors = new Map<string, { id: string; name: string }[]>();
  for (const { passId, ...door } of rows) doors.set(passId, [...(doors.get(passId) ?? []), door]);
  return doors;
}

type Row = Awaited<ReturnType<typeof selectPasses>>[number];
const selectPasses = (db: Database) => db.select(recordColumns).from(guestPasses).$dynamic();

const toRecords = async (db: Database, rows: Row[]): Promise<GuestPassRecord[]> => {
  const doors = await doorsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ validFrom, validTo, revokedAt, createdAt, ...row }) => ({
    ...row,
    points: doors.get(row.id) ?? [],
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    revokedAt: revokedAt?.toISOString() ?? null,
    created: createdAt.toISOString(),
  }));
};

async function readPass(db: Database, companyId: string, passId: string): Promise<GuestPassRecord> {
  const rows = await selectPasses(db).where(and(eq(guestPasses.id, passId), eq(guestPasses.companyId, companyId)));
  if (rows.length === 0) throw new ApiError(404, errors.notFound);
  return (await toRecords(db, rows))[0];
}

export const guestPassHandlers = {
  async GetGuestPasses(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, input, passList, {
      rows: selectPasses(ctx.db),
      count: ctx.db.select({ total: count() }).from(guestPasses).$dynamic(),
      scope: and(
        eq(guestPasses.companyId, companyId),
        input.Id ? eq(guestPasses.id, input.Id) : undefined,
        input.Status ? sql`${guestPassStatus} = ${input.Status}` : undefined,
      ),
    });
    return { items: await toRecords(ctx.db, page.items), total: page.total };
  },

  async IssueGuestPass({ Name, AccessPointIds, ValidFrom, ValidTo, MaxUses }, ctx) {
    const companyId = companyOf(ctx);
    const pointIds = [...new Set(AccessPointIds)];
    const found = await ctx.db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(and(eq(accessPoints.companyId, companyId), inArray(accessPoints.id, pointIds)));
    if (found.length !== pointIds.length) {
      throw new ApiError(400, errors.invalidParams, { AccessPointIds: guestPassMessages.pointNotFound });
    }
    const token = newToken();
    const [created] = await ctx.db
      .insert(guestPasses)
      .values({
        companyId,
        name: Name,
        tokenHash: hashToken(token),
        validFrom: new Date(ValidFrom),
        validTo: new Date(ValidTo),
        maxUses: MaxUses,
        createdBy: sessionOf(ctx).userId,
      })
      .returning({ id: guestPasses.id });
    await ctx.db
      .insert(guestPassPoints)
      .values(pointIds.map((accessPointId) => ({ guestPassId: created.id, accessPointId })));
    return { id: created.id, token };
  },

  async RevokeGuestPass({ GuestPassId }, ctx) {
    const companyId = companyOf(ctx);
    const stored = await readPass(ctx.db, companyId, GuestPassId);
    if (stored.revokedAt) throw new ApiError(409, guestPassMessages.alreadyRevoked);
    await ctx.db
      .update(guestPasses)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(guestPasses.id, GuestPassId), eq(guestPasses.companyId, companyId)));
    return readPass(ctx.db, companyId, GuestPassId);
  },
} satisfies HandlersOf<Pick<typeof guestPassActions, 'GetGuestPasses' | 'IssueGuestPass' | 'RevokeGuestPass'>>;
