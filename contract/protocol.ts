import { z } from 'zod';
import { id, queryInteger, text } from './fields';
import type { ActionPermission } from './permissions';
import { MAX_LIST_LIMIT, toParamName } from './wire';

/**
 * The Action protocol (docs/architecture.md). This module is the contract
 * between the console and the server: both import it.
 */
export * from './wire';

/**
 * Who may call an Action: anyone (`public`), any signed-in session (`session`), a platform-area session
 * (`platform`), a company-area session bound to a company profile (`company`), either of the last two
 * (`console`: a resource both areas share, the area deciding the scope), or a company's local server or
 * door controller with its token (`device`: the device side, never a person).
 */
export type Area = 'public' | 'session' | 'platform' | 'company' | 'console' | 'device';
export type HttpMethod = 'GET' | 'POST';

/** The device side's scheme: `LOCAL-SERVER <localServerId>:<token>`, the token of a company's local server. */
export const DEVICE_AUTH_SCHEME = 'LOCAL-SERVER';
/** A door controller's: `CONTROLLER <controllerId>:<token>` (it may only hold its doors' credentials). */
export const CONTROLLER_AUTH_SCHEME = 'CONTROLLER';

/** The areas of the console, each its own react-admin app with its own resources. */
export type ConsoleArea = 'company' | 'platform';

/** The areas whose callers have a role, and whose Actions therefore declare a permission. */
export type RoleArea = 'platform' | 'company' | 'console';
export const ROLE_AREAS: readonly Area[] = ['platform', 'company', 'console'];

export interface ActionContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Where extends Area = Area,
> {
  method: HttpMethod;
  area: Where;
  /** One sentence for the API reference. */
  summary: string;
  input: Input;
  output: Output;
  /**
   * A creating Action (a record, a payment): it takes an `Idempotency-Key` header (wire.ts), so that a
   * replayed or retried request does not create a second one. Not on an Action whose answer holds a
   * secret shown once (a token: the server keeps only its hash, never the answer), nor on the public and
   * device Actions (no user to keep the key for).
   */
  creates?: true;
  /**
   * A POST that writes nothing (a bulk change's preview, whose selection of ids may not fit a query
   * string): the audit trail has nothing of it to record.
   */
  reads?: true;
  /**
   * A write in several transactions of its own (an import's batches), which the dispatcher does not wrap
   * in one: the handler runs each in an audited transaction (server/audit/transaction.ts) under one
   * operation id, so that the trail still records it all, as one change.
   */
  batches?: true;
  /**
   * The permission the caller's role needs (permissions.ts), checked before the parameters and the
   * handler: declared by every Action of a role area, by none of the others.
   */
  permission?: ActionPermission;
}

/** An Action of a role area must name its permission; one of another area has none to name. */
type PermissionOf<Where extends Area> = Where extends RoleArea
  ? { permission: ActionPermission }
  : { permission?: never };

export const defineAction = <Input extends z.ZodType, Output extends z.ZodType, const Where extends Area>(
  contract: ActionContract<Input, Output, Where> & PermissionOf<Where>,
) => contract;

/**
 * The paging, search and sort parameters of every list Action. Lists are GET Actions: `Offset` and
 * `Limit` are whole numbers written as a query string writes them (fields.ts, `queryInteger`).
 */
export const listInput = z.object({
  Search: text({ trim: true }).max(200).optional(),
  Sort: text().max(64).optional(),
  Order: z.enum(['ASC', 'DESC']).optional(),
  Offset: queryInteger({ min: 0 }).default(0),
  Limit: queryInteger({ min: 1, max: MAX_LIST_LIMIT }).default(25),
});
export type ListInput = z.infer<typeof listInput>;

export const listOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const createdOutput = z.object({ id: z.string() });
export const emptyOutput = z.object({});

/** The body of every error response. `fields` maps parameter names to validation messages. */
export const errorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const byId = (name: string) => z.object({ [name]: id() });

type PascalCase<S extends string> = Capitalize<S>;

/**
 * The Action parameters for an entity's fields: the same schemas under PascalCase names (`value` ->
 * `Value`), so a form's camelCase values map to the wire one to one.
 */
export const toParams = <Shape extends z.ZodRawShape>(shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [toParamName(key), schema])) as {
    [K in keyof Shape as K extends string ? PascalCase<K> : K]: Shape[K];
  };
