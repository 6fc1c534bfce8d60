import { and, count, eq, sql } from 'drizzle-orm';
import type { lockActions, lockSortFields } from '../../contract/lock';
import { accessPoints, locks } from '../db/schema';
import { qualified } from '../db/sql';
import { companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const lockList: ListSpec<(typeof lockSortFields)[number]> = {
  sortable: { pid: locks.pid, name: locks.name },
  defaultSort: 'pid',
  searchable: [locks.pid, locks.name],
  tieBreaker: locks.id,
};

/** The company's points already on a lock: a correlated subquery, evaluated for the page's rows only. */
const pointsOnLock = (companyId: string) => sql<{ id: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', ${qualified(accessPoints.id)}, 'name', ${qualified(accessPoints.displayName)})
    order by ${qualified(accessPoints.displayName)}), '[]'::json)
  from ${accessPoints}
  where ${qualified(accessPoints.lockId)} = ${qualified(locks.id)} and ${qualified(accessPoints.companyId)} = ${companyId})`;

/** The locks a company may put on its access points (the point form's lock selector). */
export const accessLockHandlers = {
  async GetLocks(input, ctx) {
    const companyId = companyOf(ctx);
    return listPage(ctx.db, input, lockList, {
      rows: ctx.db
        .select({ id: locks.id, pid: locks.pid, name: locks.name, type: locks.type, usedBy: pointsOnLock(companyId) })
        .from(locks)
        .$dynamic(),
      count: ctx.db.select({ total: count() }).from(locks).$dynamic(),
      scope: and(eq(locks.companyId, companyId), input.Id ? eq(locks.id, input.Id) : undefined),
    });
  },
} satisfies HandlersOf<typeof lockActions>;
