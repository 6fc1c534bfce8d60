import { and, count, eq } from 'drizzle-orm';
import type { lockActions, lockSortFields } from '../../src/domain/lock';
import { locks } from '../db/schema';
import { companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const lockList: ListSpec<(typeof lockSortFields)[number]> = {
  sortable: { pid: locks.pid, name: locks.name },
  defaultSort: 'pid',
  searchable: [locks.pid, locks.name],
  tieBreaker: locks.id,
};

/** The locks a company may put on its access points (the point form's lock selector). */
export const accessLockHandlers = {
  async GetLocks(input, ctx) {
    const companyId = companyOf(ctx);
    return listPage(input, lockList, {
      rows: ctx.db.select({ id: locks.id, pid: locks.pid, name: locks.name, type: locks.type }).from(locks).$dynamic(),
      count: ctx.db.select({ total: count() }).from(locks).$dynamic(),
      scope: and(eq(locks.companyId, companyId), input.Id ? eq(locks.id, input.Id) : undefined),
    });
  },
} satisfies HandlersOf<typeof lockActions>;
