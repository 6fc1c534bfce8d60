import { sql } from 'drizzle-orm';
import type { abonentsReachedActions } from '../../contract/abonents-reached';
import { pointBelow } from '../access/tree';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { accessObjects, accessPerimeters, accessPoints, addresses } from '../db/schema';
import { companyOf, type HandlersOf } from '../protocol/context';
import { assertRecordOwned } from '../protocol/ownership';

/** The table of each kind a change can be to: the record must be the company's (else 404). */
const tableOf = { address: addresses, object: accessObjects, perimeter: accessPerimeters, point: accessPoints };

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
      await assertRecordOwned(ctx.db, tableOf[Kind], companyId, Id);
      const abonents =
        Kind === 'address' ? await livingAt(ctx.db, companyId, Id) : await holdingBelow(ctx.db, companyId, Kind, Id);
      return { abonents };
    }
    if (PerimeterId) {
      await assertRecordOwned(ctx.db, accessPerimeters, companyId, PerimeterId);
      if (Kind === 'point') return { abonents: await zonedOver(ctx.db, companyId, PerimeterId) };
    }
    // A new address has nobody at it; a new object or perimeter, no doors yet.
    return { abonents: 0 };
  },
} satisfies HandlersOf<typeof abonentsReachedActions>;
