import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { errors } from '../../contract/messages';
import {
  effectiveUntilDate,
  type TariffForm,
  type TariffPolicyListItem,
  type TariffRevisionRecord,
  type tariffActions,
  tariffFields,
  tariffForm,
  type tariffSortFields,
} from '../../contract/tariff';
import { toParamName } from '../../contract/wire';
import { givenFields } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { tariffPolicies, tariffRevisions, users } from '../db/schema';
import { toRevisionColumns, toTariffForm } from '../db/tariff-columns';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { assertRecordOwned } from '../protocol/ownership';
import { type ListSpec, listPage } from '../protocol/list';

type RevisionRow = typeof tariffRevisions.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const toRecord = (row: RevisionRow, currentRevision: number, createdBy: string | null): TariffRevisionRecord => ({
  id: row.policyId,
  revision: row.revision,
  currentRevision,
  ...toTariffForm(row),
  effectiveUntilDate: effectiveUntilDate(row.effectiveUntil, row.createdAt),
  rolledBackFrom: row.rolledBackFrom,
  created: row.createdAt.toISOString(),
  createdBy,
});

/**
 * The whole tariff with the rules across fields (the cost of the tariff's type is required). An update
 * sends only what changed, so this runs on the result of merging it with the revision in force; a
 * failure names the parameters, as a single field's would.
 */
const checkedTariff = (values: Record<string, unknown>): TariffForm => {
  const result = tariffForm.safeParse(values);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const param = toParamName(String(issue.path[0]));
    fields[param] ??= issue.message;
  }
  throw new ApiError(400, errors.invalidParams, fields);
};

/** The form's fields among an Action's parameters (`DisplayName` -> `displayName`), those given only. */
const givenTariffFields = (params: Record<string, unknown>): Record<string, unknown> =>
  givenFields(params, (field) => Object.hasOwn(tariffFields, field));

/** The revision in force joins its policy. */
const inForce = and(
  eq(tariffRevisions.policyId, tariffPolicies.id),
  eq(tariffRevisions.revision, tariffPolicies.currentRevision),
) as SQL;

const tariffList: ListSpec<(typeof tariffSortFields)[number]> = {
  sortable: {
    displayName: tariffRevisions.displayName,
    costPerMonth: tariffRevisions.costPerMonth,
    costPerYear: tariffRevisions.costPerYear,
    revision: tariffPolicies.currentRevision,
    modified: tariffRevisions.createdAt,
  },
  defaultSort: 'displayName',
  searchable: [tariffRevisions.displayName, tariffRevisions.userDisplayName],
  tieBreaker: tariffPolicies.id,
};

const toListItem = (row: RevisionRow): TariffPolicyListItem => {
  const form = toTariffForm(row);
  return {
    id: row.policyId,
    revision: row.revision,
    displayName: form.displayName,
    userDispalyName: form.userDispalyName,
    tariffType: form.tariffType,
    costPerMonth: form.costPerMonth,
    costPerYear: form.costPerYear,
    effectiveUntil: form.effectiveUntil,
    effectiveUntilDate: effectiveUntilDate(row.effectiveUntil, row.createdAt),
    services: form.services,
    modified: row.createdAt.toISOString(),
  };
};

/** One revision of one of the company's policies, with who made it; 404 when there is none. */
async function readRevision(db: Database | Transaction, companyId: string, policyId: string, revision: number) {
  const [found] = await db
    .select({ row: tariffRevisions, currentRevision: tariffPolicies.currentRevision, createdBy: users.displayName })
    .from(tariffRevisions)
    .innerJoin(tariffPolicies, eq(tariffPolicies.id, tariffRevisions.policyId))
    .leftJoin(users, eq(users.id, tariffRevisions.createdBy))
    .where(
      and(
        eq(tariffPolicies.companyId, companyId),
        eq(tariffRevisions.policyId, policyId),
        eq(tariffRevisions.revision, revision),
      ),
    );
  if (!found) throw new ApiError(404, errors.notFound);
  return toRecord(found.row, found.currentRevision, found.createdBy);
}

const revisionRow = async (tx: Transaction, policyId: string, revision: number): Promise<RevisionRow | undefined> =>
  (
    await tx
      .select()
      .from(tariffRevisions)
      .where(and(eq(tariffRevisions.policyId, policyId), eq(tariffRevisions.revision, revision)))
  )[0];

/**
 * Adds the next revision of a policy, made by `build` from the one in force. The policy's row is locked
 * first, so concurrent callers wait and each builds on what the one before made. `expected`, when
 * given, is the revision the caller saw in force: if another came into force since, 409 and nothing is
 * added. When `build` gives null (nothing would change), nothing is added and the revision in force is
 * returned. Unknown (or another company's) policy: 404.
 */
async function addRevision(
  ctx: ActionContext,
  policyId: string,
  expected: number | undefined,
  build: (
    previous: RevisionRow,
    tx: Transaction,
  ) => Promise<Omit<typeof tariffRevisions.$inferInsert, 'policyId' | 'revision' | 'createdBy'> | null>,
): Promise<TariffRevisionRecord> {
  const companyId = companyOf(ctx);
  const { userId } = sessionOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [policy] = await tx
      .select({ currentRevision: tariffPolicies.currentRevision })
      .from(tariffPolicies)
      .where(and(eq(tariffPolicies.id, policyId), eq(tariffPolicies.companyId, companyId)))
      .for('update');
    if (!policy) throw new ApiError(404, errors.notFound);
    if (expected !== undefined && policy.currentRevision !== expected) throw new ApiError(409, errors.conflict);
    const previous = await revisionRow(tx, policyId, policy.currentRevision);
    if (!previous) throw new Error(`Tariff policy ${policyId} has no revision ${policy.currentRevision}`);
    const values = await build(previous, tx);
    if (!values) return readRevision(tx, companyId, policyId, previous.revision);
    const revision = previous.revision + 1;
    await tx.update(tariffPolicies).set({ currentRevision: revision }).where(eq(tariffPolicies.id, policyId));
    await tx.insert(tariffRevisions).values({ ...values, policyId, revision, createdBy: userId });
    return readRevision(tx, companyId, policyId, revision);
  });
}

export const tariffHandlers = {
  async GetTariffPolicies(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, input, tariffList, {
      rows: ctx.db.select({ row: tariffRevisions }).from(tariffPolicies).innerJoin(tariffRevisions, inForce).$dynamic(),
      count: ctx.db.select({ total: count() }).from(tariffPolicies).innerJoin(tariffRevisions, inForce).$dynamic(),
      scope: and(eq(tariffPolicies.companyId, companyId), input.Id ? eq(tariffPolicies.id, input.Id) : undefined),
    });
    return { items: page.items.map(({ row }) => toListItem(row)), total: page.total };
  },

  async GetTariffPolicyRevision({ id, revision }, ctx) {
    return readRevision(ctx.db, companyOf(ctx), id, revision);
  },

  async GetTariffPolicyRevisions({ Id, Offset, Limit }, ctx) {
    const companyId = companyOf(ctx);
    await assertRecordOwned(ctx.db, tariffPolicies, companyId, Id);
    const ofPolicy = eq(tariffRevisions.policyId, Id);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({ row: tariffRevisions, createdBy: users.displayName })
        .from(tariffRevisions)
        .leftJoin(users, eq(users.id, tariffRevisions.createdBy))
        .where(ofPolicy)
        .orderBy(desc(tariffRevisions.revision))
        .limit(Limit)
        .offset(Offset),
      ctx.db.select({ total: count() }).from(tariffRevisions).where(ofPolicy),
    ]);
    return {
      items: rows.map(({ row, createdBy }) => ({
        id: row.id,
        revision: row.revision,
        displayName: row.displayName,
        rolledBackFrom: row.rolledBackFrom,
        created: row.createdAt.toISOString(),
        createdBy,
      })),
      total,
    };
  },

  async RegisterTariffPolicy(input, ctx) {
    const companyId = companyOf(ctx);
    const { userId } = sessionOf(ctx);
    const tariff = checkedTariff(givenTariffFields(input));
    return ctx.db.transaction(async (tx) => {
      const [policy] = await tx.insert(tariffPolicies).values({ companyId }).returning({ id: tariffPolicies.id });
      await tx
        .insert(tariffRevisions)
        .values({ ...toRevisionColumns(tariff), policyId: policy.id, revision: 1, createdBy: userId });
      return policy;
    });
  },

  async UpdateTariffPolicy(input, ctx) {
    const changes = givenTariffFields(input);
    return addRevision(ctx, input.Id, input.Revision, async (previous) => {
      const current = toTariffForm(previous);
      const tariff = checkedTariff({ ...current, ...changes });
      // A revision the same as the one in force would tell the history of a change that never was.
      return isDeepStrictEqual(tariff, current) ? null : toRevisionColumns(tariff);
    });
  },

  async RollbackTariffPolicy({ Id, Revision }, ctx) {
    return addRevision(ctx, Id, undefined, async (previous, tx) => {
      if (Revision === previous.revision) throw new ApiError(409, errors.tariffRevisionInForce);
      const target = await revisionRow(tx, Id, Revision);
      if (!target) throw new ApiError(404, errors.notFound);
      return { ...toRevisionColumns(toTariffForm(target)), rolledBackFrom: Revision };
    });
  },

  async DeleteTariffPolicy({ Id }, ctx) {
    const [deleted] = await answerConstraints(
      ctx.db
        .delete(tariffPolicies)
        .where(and(eq(tariffPolicies.id, Id), eq(tariffPolicies.companyId, companyOf(ctx))))
        .returning({ id: tariffPolicies.id }),
      // Abonents are on it: the database keeps their tariff rather than leave them without one.
      { foreignKey: () => new ApiError(409, errors.tariffInUse) },
    );
    if (!deleted) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof tariffActions>;
