import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ActionName, ActionParams, Actions } from '../../contract/actions';
import { errors, validation } from '../../contract/messages';
import type { Session } from '../auth/sessions';
import { DEFAULT_DENIED_NETWORKS } from '../cameras/address-policy';
import { DEFAULT_CHECKS_PER_MINUTE } from '../cameras/check-throttle';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../cameras/probe';
import type { Database } from '../db/open';
import type { DevicePrincipal } from '../devices/tokens';
import { GUEST_OPENING_WAIT_MS } from '../guest/openings';
import { ApiError } from './api-error';
import type { JsonText, JsonTextAction } from './json-text';

/** Server settings that handlers need (read from the environment by main.ts). */
export interface ServerSettings {
  /** How long a session lives (SESSION_TTL_MINUTES). */
  sessionTtlMinutes: number;
  /** The key camera passwords are encrypted with (CAMERA_SECRET_KEY); unset: one kept in the database. */
  cameraSecretKey?: Buffer;
  /** The hard deadline of a camera status check (CAMERA_CHECK_TIMEOUT_MS). */
  cameraCheckTimeoutMs: number;
  /** Where the camera status check may not connect, as CIDRs (CAMERA_CHECK_DENY_NETWORKS). */
  cameraCheckDenyNetworks: readonly string[];
  /** How many camera status checks a company may ask for within a minute (CAMERA_CHECKS_PER_MINUTE). */
  cameraChecksPerMinute: number;
  /** How long the public page's opening waits for a door device to take its command (tests shorten it). */
  guestOpeningWaitMs: number;
  /**
   * Accept a second-factor code of a time step already used (TWO_FACTOR_ALLOW_REPLAY): only for test
   * harnesses, which sign one account in many times within 30 seconds. Off by default and in production.
   */
  twoFactorAllowReplay: boolean;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  sessionTtlMinutes: 720,
  cameraCheckTimeoutMs: DEFAULT_CHECK_TIMEOUT_MS,
  cameraCheckDenyNetworks: DEFAULT_DENIED_NETWORKS,
  cameraChecksPerMinute: DEFAULT_CHECKS_PER_MINUTE,
  guestOpeningWaitMs: GUEST_OPENING_WAIT_MS,
  twoFactorAllowReplay: false,
};

/** What a handler gets besides its validated parameters. */
export interface ActionContext {
  db: Database;
  /** Null only for public and device Actions; the area guard has already checked it against the Action's area. */
  session: Session | null;
  /** The device (local server or controller) calling a `device` Action; null for every other area. */
  device: DevicePrincipal | null;
  /** What the session's role allows now (contract/permissions.ts), already checked against the Action's. */
  permissions: ReadonlySet<string>;
  ip: string;
  /** The client's User-Agent header ('' when none): a session keeps it, for its user's list. */
  userAgent: string;
  log: FastifyBaseLogger;
  settings: ServerSettings;
  /** Aborted when the client goes away before its answer (a long poll then stops waiting). */
  signal: AbortSignal;
}

/** A handler returns its result before the output schema strips what the contract does not name. */
export type ActionHandler<Name extends ActionName> = (
  input: ActionParams<Name>,
  ctx: ActionContext,
) => Promise<
  z.input<Actions[Name]['output']> | (Name extends JsonTextAction ? JsonText<z.input<Actions[Name]['output']>> : never)
>;

/** The handlers of one group of contracts (one server/actions module). */
export type HandlersOf<Contracts> = { [Name in keyof Contracts & ActionName]: ActionHandler<Name> };
export type ActionHandlers = HandlersOf<Actions>;

/** The session of an Action whose area requires one. */
export function sessionOf(ctx: ActionContext): Session {
  if (!ctx.session) throw new ApiError(401, errors.unauthorized);
  return ctx.session;
}

/** The person behind the session: refused (403) to a company's API token, which is nobody. */
export function userOf(ctx: ActionContext): string {
  const { userId } = sessionOf(ctx);
  if (!userId) throw new ApiError(403, errors.forbiddenArea);
  return userId;
}

/** The company a company-area Action works on: always the session's, never an id from the client. */
export function companyOf(ctx: ActionContext): string {
  const { companyId } = sessionOf(ctx);
  if (!companyId) throw new ApiError(403, errors.profileRequired);
  return companyId;
}

/** The local server of a `device` Action. */
export function deviceOf(ctx: ActionContext): DevicePrincipal {
  if (!ctx.device) throw new ApiError(401, errors.unauthorized);
  return ctx.device;
}

/** The local server calling a device Action that only local servers may call (a controller: 403). */
export function localServerOf(ctx: ActionContext): Extract<DevicePrincipal, { kind: 'localServer' }> {
  const device = deviceOf(ctx);
  if (device.kind !== 'localServer') throw new ApiError(403, errors.forbiddenArea);
  return device;
}

/**
 * The company a `console` Action is limited to: a company session's own, never one from the client;
 * undefined for a platform session, which sees every company.
 */
export function scopeOf(ctx: ActionContext): string | undefined {
  const session = sessionOf(ctx);
  return session.area === 'platform' ? undefined : companyOf(ctx);
}

/**
 * The condition that keeps a `console` Action's rows within its scope, with the client's CompanyId
 * filter: a company session asking for another company's rows simply finds none.
 */
export function companyCondition(ctx: ActionContext, column: PgColumn, requested?: string): SQL | undefined {
  const own = scopeOf(ctx);
  if (own !== undefined && requested !== undefined && requested !== own) return sql`false`;
  const company = own ?? requested;
  return company === undefined ? undefined : eq(column, company);
}

/**
 * The company a `console` Action creates a record for: a company session's own; a platform session must
 * name one (`CompanyId`), or the parameter is refused as required.
 */
export function targetCompany(ctx: ActionContext, requested: string | undefined): string {
  const own = scopeOf(ctx);
  if (own !== undefined) return own;
  if (requested === undefined) throw new ApiError(400, errors.invalidParams, { CompanyId: validation.required });
  return requested;
}

/**
 * companyCondition as a value, for the lists that take their filters as values (preparedListPage): the
 * company a `console` list is limited to (undefined: a platform session's every company), or `false`
 * when a company session asked for another company's rows, of which it finds none.
 */
export function companyFilterOf(ctx: ActionContext, requested?: string): string | undefined | false {
  const own = scopeOf(ctx);
  if (own !== undefined && requested !== undefined && requested !== own) return false;
  return own ?? requested;
}
