import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { companyRoleMessages, type companyRoleActions } from '../../contract/company-role';
import { errors } from '../../contract/messages';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { companyProfiles, companyRoles } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyCondition, companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const roleList: ListSpec<'name'> = {
  sortable: { name: companyRoles.name },
  defaultSort: 'name',
  searchable: [companyRoles.name],
  tieBreaker: companyRoles.id,
};

const selectRoles = (db: Database) =>
  db
    .select({
      id: companyRoles.id,
      name: companyRoles.name,
      permissions: companyRoles.permissions,
      administrators: sql<number>`(select count(*)::int from ${companyProfiles}
        where ${qualified(companyProfiles.customRoleId)} = ${qualified(companyRoles.id)})`,
    })
    .from(companyRoles)
    .$dynamic();

const nameTaken = () => new ApiError(409, companyRoleMessages.nameTaken, { Name: companyRoleMessages.nameTaken });

/** One of the company's own roles, or 404 (another company's role looks like none). */
const ownRole = (companyId: string, id: string): SQL =>
  and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id))!;

export const companyRoleHandlers = {
  async GetCompanyRoles(input, ctx) {
    return listPage(ctx.db, input, roleList, {
      rows: selectRoles(ctx.db),
      count: ctx.db.select({ total: count() }).from(companyRoles).$dynamic(),
      scope: and(
        companyCondition(ctx, companyRoles.companyId, input.CompanyId),
        input.Id ? eq(companyRoles.id, input.Id) : undefined,
      ),
    });
  },

  async AddCompanyRole({ Name, Permissions }, ctx) {
    const [created] = await answerConstraints(
      ctx.db.transaction((tx) =>
        tx
          .insert(companyRoles)
          .values({ companyId: companyOf(ctx), name: Name, permissions: Permissions })
          .returning({ id: companyRoles.id }),
      ),
      { unique: nameTaken },
    );
    return { id: created.id };
  },

  async EditCompanyRole({ Id, Name, Permissions }, ctx) {
    const where = ownRole(companyOf(ctx), Id);
    const changes = {
      ...(Name !== undefined && { name: Name }),
      ...(Permissions !== undefined && { permissions: Permissions }),
    };
    if (Object.keys(changes).length > 0) {
      await answerConstraints(
        ctx.db.transaction((tx) => tx.update(companyRoles).set(changes).where(where)),
        { unique: nameTaken },
      );
    }
    const [role] = await selectRoles(ctx.db).where(where);
    if (!role) throw new ApiError(404, errors.notFound);
    return role;
  },

  async DeleteCompanyRole({ Id }, ctx) {
    const deleted = await answerConstraints(
      ctx.db.transaction((tx) =>
        tx
          .delete(companyRoles)
          .where(ownRole(companyOf(ctx), Id))
          .returning({ id: companyRoles.id }),
      ),
      { foreignKey: () => new ApiError(409, companyRoleMessages.inUse) },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof companyRoleActions>;
