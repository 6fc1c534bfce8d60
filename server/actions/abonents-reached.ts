import { sql } from 'drizzle-orm';
import type { abonentsReachedActions } from '../../contract/abonents-reached';
import { errors } from '../../contract/messages';
import { pointBelow } from '../access/tree';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';

const tableOf = {
  address: sql.raw('addresses'),
  object: sql.raw('access_objects'),
  perimeter: sql.raw('access_perimeters'),
  point: sql.raw('access_points'),
};

async function isCompanys(db: Database, table: keyof typeof tableOf, companyId: string, id: string) {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${tableOf[table]} where id = ${id}::uuid and company_id = ${companyId}::uuid`,
  );
  return rows.length > 0;
}

/** Abonents whose credentials the doors below the node hold: those its change reaches (server/sync). */
async function holdingBelow(db: Database, companyId: string, kind: 'object' | 'perimeter' | 'point', id: string) {
  const [row] = await queryRows<{ abonents: number }>(
    db,
    sql`select count(distinct d.abonent_id)::int as abonents
          from door_credentials d join access_points p on p.id = d.access_point_id
         where d.company_id = ${companyId}::uuid and d.abonent_id is not null and ${pointBelow(kind, id)}`,
  );
  return row.abonents;
}

/** Abonents registered at the address. */
async function livingAt(db: Database, companyId: string, addressId: string) {
  const [row] = await queryRows<{ abonents: number }>(
    db,
    sql`select count(*)::int as abonents from abonents
         where company_id = ${companyId}::uuid and address_id = ${addressId}::uuid`,
  );
  return row.abonents;
}

/** Abonents whose access zone covers the perimeter (it, one above it, or its object): a new point's. */
async function zonedOver(db: Database, companyId: string, perimeterId: string) {
  const [row] = await queryRows<{ abonents: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select pe.id, pe.parent_id, 0 from access_perimeters pe where pe.id = ${perimeterId}::uuid
          union all
          select pe.id, pe.parent_id, up.depth + 1 from access_perimeters pe join up on pe.id = up.parent_id
           where up.depth < 1000)
        select count(*)::int as abonents from abonents a
         where a.company_id = ${companyId}::uuid
           and (a.access_perimeter_id in (select id from up)
                or a.access_object_id = (select access_object_id from access_perimeters where id = ${perimeterId}::uuid))`,
  );
  return row.abonents;
}

export const abonentsReachedHandlers = {
  async GetAbonentsReached({ Kind, Id, PerimeterId }, ctx) {
    const companyId = companyOf(ctx);
    if (Id) {
      if (!(await isCompanys(ctx.db, Kind, companyId, Id))) throw new ApiError(404, errors.notFound);
      const abonents =
        Kind === 'address' ? await livingAt(ctx.db, companyId, Id) : await holdingBelow(ctx.db, companyId, Kind, Id);
      return { abonents };
    }
    if (PerimeterId) {
      if (!(await isCompanys(ctx.db, 'perimeter', companyId, PerimeterId))) throw new ApiError(404, errors.notFound);
      if (Kind === 'point') return { abonents: await zonedOver(ctx.db, companyId, PerimeterId) };
    }
    // A new address has nobody at it; a new object or perimeter, no doors yet.
    return { abonents: 0 };
  },
} satisfies HandlersOf<typeof abonentsReachedActions>;
