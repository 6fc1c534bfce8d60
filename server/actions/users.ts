import { count, sql } from 'drizzle-orm';
import type { userActions, userSortFields } from '../../src/domain/user';
import { companies, companyProfiles, keys, users } from '../db/schema';
import { qualified } from '../db/sql';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

// Correlated subqueries: evaluated for the rows of the page only (unless the page is sorted by them).
const userId = qualified(users.id);
const keysCount = sql<number>`(select count(*)::int from ${keys} where ${qualified(keys.userId)} = ${userId})`;
const companyNames = sql<string[]>`array(
  select ${qualified(companies.name)} from ${companyProfiles}
  join ${companies} on ${qualified(companies.id)} = ${qualified(companyProfiles.companyId)}
  where ${qualified(companyProfiles.userId)} = ${userId}
  order by ${qualified(companies.name)})`;

const userList: ListSpec<(typeof userSortFields)[number]> = {
  sortable: {
    displayName: users.displayName,
    phoneNumber: users.phoneNumber,
    email: users.email,
    keysCount,
  },
  defaultSort: 'displayName',
  searchable: [users.displayName, users.phoneNumber, users.email],
  tieBreaker: users.id,
};

export const userHandlers = {
  async GetUsers(input, ctx) {
    return listPage(input, userList, {
      // Only the columns of the contract: the password hash never leaves the database.
      rows: ctx.db
        .select({
          id: users.id,
          displayName: users.displayName,
          phoneNumber: users.phoneNumber,
          email: users.email,
          emailConfirmed: users.emailConfirmed,
          keysCount,
          companies: companyNames,
        })
        .from(users)
        .$dynamic(),
      count: ctx.db.select({ total: count() }).from(users).$dynamic(),
    });
  },
} satisfies HandlersOf<typeof userActions>;

