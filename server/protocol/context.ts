import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ActionName, ActionParams, Actions } from '../../src/domain/actions';
import { errors } from '../../src/domain/messages';
import type { Session } from '../auth/sessions';
import { DEFAULT_DENIED_NETWORKS } from '../cameras/address-policy';
import { DEFAULT_CHECKS_PER_MINUTE } from '../cameras/check-throttle';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../cameras/probe';
import type { Database } from '../db/open';
import { ApiError } from './api-error';

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
}

export const DEFAULT_SETTINGS: ServerSettings = {
  sessionTtlMinutes: 720,
  cameraCheckTimeoutMs: DEFAULT_CHECK_TIMEOUT_MS,
  cameraCheckDenyNetworks: DEFAULT_DENIED_NETWORKS,
  cameraChecksPerMinute: DEFAULT_CHECKS_PER_MINUTE,
};

/** What a handler gets besides its validated parameters. */
export interface ActionContext {
  db: Database;
  /** Null only for public Actions; the area guard has already checked it against the Action's area. */
  session: Session | null;
  ip: string;
  log: FastifyBaseLogger;
  settings: ServerSettings;
}

/** A handler returns its result before the output schema strips what the contract does not name. */
export type ActionHandler<Name extends ActionName> = (
  input: ActionParams<Name>,
  ctx: ActionContext,
) => Promise<z.input<Actions[Name]['output']>>;

/** The handlers of one group of contracts (one server/actions module). */
export type HandlersOf<Contracts> = { [Name in keyof Contracts & ActionName]: ActionHandler<Name> };
export type ActionHandlers = HandlersOf<Actions>;

/** The session of an Action whose area requires one. */
export function sessionOf(ctx: ActionContext): Session {
  if (!ctx.session) throw new ApiError(401, errors.unauthorized);
  return ctx.session;
}

/** The company a company-area Action works on: always the session's, never an id from the client. */
export function companyOf(ctx: ActionContext): string {
  const { companyId } = sessionOf(ctx);
  if (!companyId) throw new ApiError(403, errors.profileRequired);
  return companyId;
}
