import { count, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { accessPointActions, accessPointListSortFields } from '../../contract/access-point';
import { accessObjects, accessPerimeters, accessPoints, companies, locks } from '../db/schema';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

/** Where the point is: its object, its perimeter and its own name. */
const installationSite = sql<string>`concat_ws(' / ',
  ${accessObjects.displayName}, ${accessPerimeters.displayName}, ${accessPoints.displayName})`;

const pointList: ListSpec<(typeof accessPointListSortFields)[number]> = {
  sortable: {
    company: companies.name,
    lockPid: locks.pid,
    installationSite,
    installationDate: accessPoints.createdAt,
  },
  defaultSort: 'installationDate',
  defaultOrder: 'DESC',
  searchable: [companies.name, locks.pid, installationSite, accessPoints.comment],
  tieBreaker: accessPoints.id,
};

/** Every point with its company, lock, perimeter and object, whose names the list shows and searches. */
const withSite = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(companies, eq(companies.id, accessPoints.companyId))
    .innerJoin(locks, eq(locks.id, accessPoints.lockId))
    .innerJoin(accessPerimeters, eq(accessPerimeters.id, accessPoints.perimeterId))
    .innerJoin(accessObjects, eq(accessObjects.id, accessPoints.accessObjectId));

/** The platform's access point list reads the companies' points (spec Set A: /access_points). */
export const accessPointListHandlers = {
  async GetAccessPoints(input, ctx) {
    const page = await listPage(ctx.db, input, pointList, {
      rows: withSite(
        ctx.db
          .select({
            id: accessPoints.id,
            company: companies.name,
            lockPid: locks.pid,
            installationSite,
            installationDate: accessPoints.createdAt,
            comment: accessPoints.comment,
          })
          .from(accessPoints)
          .$dynamic(),
      ),
      count: withSite(ctx.db.select({ total: count() }).from(accessPoints).$dynamic()),
    });
    return {
      items: page.items.map(({ installationDate, ...row }) => ({
        ...row,
        installationDate: installationDate.toISOString(),
      })),
      total: page.total,
    };
  },
} satisfies HandlersOf<Pick<typeof accessPointActions, 'GetAccessPoints'>>;
