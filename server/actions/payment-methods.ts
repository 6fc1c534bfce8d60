import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { errors } from '../../contract/messages';
import type { PaymentMethodRecord, paymentMethodActions, paymentMethodForm } from '../../contract/payment-method';
import { cameraSecretKey, sealSecret } from '../cameras/secrets';
import type { Database } from '../db/open';
import { answerConstraints } from '../db/constraints';
import { paymentMethods } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import type { ActionContext, HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

type Fields = z.output<typeof paymentMethodForm>;

const methodList: ListSpec<'name'> = {
  sortable: { name: paymentMethods.name },
  defaultSort: 'name',
  searchable: [paymentMethods.name, paymentMethods.username],
  tieBreaker: paymentMethods.id,
};

// Whether each secret is set, never the secret (not even sealed).
const selectMethods = (db: Database) =>
  db
    .select({
      id: paymentMethods.id,
      companyId: paymentMethods.companyId,
      name: paymentMethods.name,
      username: paymentMethods.username,
      hasPassword: isNotNull(paymentMethods.passwordEncrypted) as SQL<boolean>,
      hasApiToken: isNotNull(paymentMethods.apiTokenEncrypted) as SQL<boolean>,
      enabled: paymentMethods.enabled,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectMethods>>[number];
const toRecord = ({ createdAt, ...row }: Row): PaymentMethodRecord => ({ ...row, created: createdAt.toISOString() });

/**
 * The secrets as stored: sealed with the server's secret key (the one camera passwords use), each bound
 * to its method and its kind, so a sealed value copied to another row or column does not open.
 */
async function sealed(ctx: ActionContext, id: string, fields: Partial<Fields>) {
  const key = await cameraSecretKey(ctx.db, ctx.settings.cameraSecretKey);
  return {
    ...(fields.password !== undefined && {
      passwordEncrypted: sealSecret(key, fields.password, `payment-method:${id}:password`),
    }),
    ...(fields.apiToken !== undefined && {
      apiTokenEncrypted: sealSecret(key, fields.apiToken, `payment-method:${id}:api-token`),
    }),
  };
}

export const paymentMethodHandlers = {
  async GetPaymentMethods(input, ctx) {
    const page = await listPage(ctx.db, input, methodList, {
      rows: selectMethods(ctx.db),
      count: ctx.db.select({ total: count() }).from(paymentMethods).$dynamic(),
      scope: and(eq(paymentMethods.companyId, input.CompanyId), input.Id ? eq(paymentMethods.id, input.Id) : undefined),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddPaymentMethod({ CompanyId, Name, Username, Password, ApiToken, Enabled }, ctx) {
    // The id first: each secret is sealed bound to its row.
    const id = randomUUID();
    const values = {
      id,
      companyId: CompanyId,
      name: Name,
      username: Username,
      enabled: Enabled ?? true,
      ...(await sealed(ctx, id, { password: Password, apiToken: ApiToken })),
    };
    // No such company: its reference refuses the row (in a savepoint, so the audited transaction goes on).
    await answerConstraints(
      ctx.db.transaction((tx) => tx.insert(paymentMethods).values(values)),
      { foreignKey: new ApiError(404, errors.notFound) },
    );
    return { id };
  },

  async EditPaymentMethod({ PaymentMethodId: id, Name, Username, Password, ApiToken, Enabled }, ctx) {
    const changes = {
      ...(Name !== undefined && { name: Name }),
      ...(Username !== undefined && { username: Username }),
      ...(Enabled !== undefined && { enabled: Enabled }),
      ...(await sealed(ctx, id, { password: Password, apiToken: ApiToken })),
    };
    const where = eq(paymentMethods.id, id);
    const updated =
      Object.keys(changes).length > 0
        ? await ctx.db.update(paymentMethods).set(changes).where(where).returning({ id: paymentMethods.id })
        : await ctx.db.select({ id: paymentMethods.id }).from(paymentMethods).where(where);
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
    const [row] = await selectMethods(ctx.db).where(where);
    return toRecord(row);
  },

  async DeletePaymentMethod({ PaymentMethodId }, ctx) {
    const deleted = await ctx.db
      .delete(paymentMethods)
      .where(eq(paymentMethods.id, PaymentMethodId))
      .returning({ id: paymentMethods.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof paymentMethodActions>;
