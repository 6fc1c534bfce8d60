import { count, sql } from 'drizzle-orm';
import type { userActions, userSortFields } from '../../src/domain/user';
import type { Database } from '../db/open';
import { storedRowCount } from '../db/row-counts';
import { companies, companyProfiles, users } from '../db/schema';
import { qualified } from '../db/sql';
import type { HandlersOf } from '../protocol/context';
import { type ListSelects, type ListSpec, preparedListPage } from '../protocol/list';

// A correlated subquery: evaluated for the rows of the page only.
const companyNames = sql<string[]>`array(
  select ${qualified(companies.name)} from ${companyProfiles}
  join ${companies} on ${qualified(companies.id)} = ${qualified(companyProfiles.companyId)}
  where ${qualified(companyProfiles.userId)} = ${qualified(users.id)}
  order by ${qualified(companies.name)})`;

const userList: ListSpec<(typeof userSortFields)[number]> = {
  sortable: {
    displayName: users.displayName,
    phoneNumber: users.phoneNumber,
    email: users.email,
    keysCount: users.keysCount,
  },
  defaultSort: 'displayName',
  searchable: [users.displayName, users.phoneNumber, users.email],
  phone: users.phoneNumber,
  tieBreaker: users.id,
};

const selectUsers = (db: Database) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      phoneNumber: users.phoneNumber,
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      keysCount: users.keysCount,
      companies: companyNames,
    })
    .from(users)
    .$dynamic();

// Only the columns of the contract: the password hash never leaves the database.
const userSelects: ListSelects<ReturnType<typeof selectUsers>> = {
  rows: selectUsers,
  count: (db) => db.select({ total: count() }).from(users).$dynamic(),
  ids: (db) => db.select({ id: users.id }).from(users).$dynamic(),
};

export const userHandlers = {
  async GetUsers(input, ctx) {
    return preparedListPage(ctx.db, input, userList, userSelects, {
      filters: { id: [users.id, input.Id] },
      storedTotal: input.Id ? undefined : () => storedRowCount(ctx.db, 'users'),
    });
  },
} satisfies HandlersOf<typeof userActions>;
