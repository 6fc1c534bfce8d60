import { and, eq, sql } from 'drizzle-orm';
import { type AbonentAccess, MAX_ABONENT_DOORS, type abonentAccessActions } from '../../contract/abonent-access';
import { errors } from '../../contract/messages';
import { abonentZonePath, pointPath, targetPath } from '../access/tree';
import { abonents, accessRights } from '../db/schema';
import { queryRows } from '../db/rows';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';

const targetOf = {
  object: qualified(accessRights.accessObjectId),
  perimeter: qualified(accessRights.accessPerimeterId),
  point: qualified(accessRights.accessPointId),
};

export const abonentAccessHandlers = {
  async GetAbonentAccess({ AbonentId }, ctx) {
    const companyId = companyOf(ctx);
    const [abonent] = await ctx.db
      .select({ phone: abonents.phoneNumber, zone: abonentZonePath })
      .from(abonents)
      .where(and(eq(abonents.id, AbonentId), eq(abonents.companyId, companyId)));
    if (!abonent) throw new ApiError(404, errors.notFound);
    // The doors' own sets (server/sync): what they hold for this abonent, door by door.
    const doors = await queryRows<{
      id: string;
      path: string;
      means: AbonentAccess['doors'][number]['means'];
      total: number;
    }>(
      ctx.db,
      sql`select held.id, ${pointPath(sql`held.id`)} as path, held.means, count(*) over ()::int as total
            from (select d.access_point_id as id, array_agg(distinct d.credential->>'kind' order by d.credential->>'kind') as means
                    from door_credentials d
                   where d.company_id = ${companyId}::uuid and d.abonent_id = ${AbonentId}::uuid
                   group by d.access_point_id) held
           order by path, held.id limit ${MAX_ABONENT_DOORS}`,
    );
    const rights = await ctx.db
      .select({
        id: accessRights.id,
        name: accessRights.name,
        type: accessRights.type,
        target: targetPath(targetOf),
        activeTo: accessRights.activeTo,
      })
      .from(accessRights)
      .where(
        and(
          eq(accessRights.companyId, companyId),
          eq(accessRights.phone, abonent.phone),
          sql`${accessRights.revokedAt} is null`,
          sql`(${accessRights.activeTo} is null or ${accessRights.activeTo} > now())`,
        ),
      )
      .orderBy(accessRights.name, accessRights.id);
    return {
      zone: abonent.zone,
      doors: doors.map(({ id, path, means }) => ({ id, path, means })),
      doorsTotal: doors[0]?.total ?? 0,
      rights: rights.map((right) => ({ ...right, activeTo: right.activeTo?.toISOString() ?? null })),
    };
  },
} satisfies HandlersOf<typeof abonentAccessActions>;
