import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/user';
import type { DatabaseLocation } from './db/open';
import { DEFAULT_DENIED_NETWORKS, parseNetworks } from './cameras/address-policy';
import { DEFAULT_CHECKS_PER_MINUTE } from './cameras/check-throttle';
import { DEFAULT_CHECK_TIMEOUT_MS } from './cameras/probe';
import { parseSecretKey } from './cameras/secrets';
import { DEFAULT_DEMO_PASSWORD } from './db/seed/demo-data';
import { parseTrustProxy } from './trust-proxy';

/** Empty variables count as unset, as in a .env file with `DATABASE_URL=`. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const environment = z.object({
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65_535).default(8080)),
  /** PGlite's data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  /** postgres://… selects a PostgreSQL server instead of PGlite. */
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  /** The demo accounts' password: under the rule of every password a person sets. */
  DEMO_PASSWORD: z.preprocess(
    unsetIfEmpty,
    z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).default(DEFAULT_DEMO_PASSWORD),
  ),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SESSION_TTL_MINUTES: z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().default(720)),
  /** Behind a load balancer: which X-Forwarded-For hops to believe for the client's address (trust-proxy.ts). */
  TRUST_PROXY: z.preprocess(unsetIfEmpty, z.string().optional()).transform((value, ctx) => {
    const trustProxy = parseTrustProxy(value);
    if (trustProxy !== undefined) return trustProxy;
    ctx.addIssue({ code: 'custom', message: 'expected true, false, or a comma-separated list of addresses/subnets' });
    return z.NEVER;
  }),
  /** The key camera passwords are encrypted with: 32 bytes, hex or base64. Unset: one kept in the database. */
  CAMERA_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().optional()).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const key = parseSecretKey(value);
    if (key) return key;
    // The message never repeats the value: it is a secret even when malformed.
    ctx.addIssue({ code: 'custom', message: 'expected 32 bytes as 64 hexadecimal digits or as base64' });
    return z.NEVER;
  }),
  /** How long a camera status check may take before the camera counts as offline. */
  CAMERA_CHECK_TIMEOUT_MS: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(100).max(30_000).default(DEFAULT_CHECK_TIMEOUT_MS),
  ),
  /** Where the camera status check may not connect: comma-separated CIDRs, replacing the default list. */
  CAMERA_CHECK_DENY_NETWORKS: z.preprocess(unsetIfEmpty, z.string().optional()).transform((value, ctx) => {
    if (value === undefined) return DEFAULT_DENIED_NETWORKS;
    const networks = parseNetworks(value);
    if (networks) return networks;
    ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of addresses or CIDR subnets' });
    return z.NEVER;
  }),
  /** How many camera status checks one company may ask for within a minute, across all servers. */
  CAMERA_CHECKS_PER_MINUTE: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(1).max(10_000).default(DEFAULT_CHECKS_PER_MINUTE),
  ),
  /**
   * For test harnesses only (the end-to-end servers): accept a second-factor code of a time step already
   * used, so that one account signs in many times within 30 seconds. Anything but `true` keeps it off.
   */
  TWO_FACTOR_ALLOW_REPLAY: z.preprocess(unsetIfEmpty, z.string().optional()).transform((value) => value === 'true'),
});

export type Config = z.infer<typeof environment>;

/** The server's settings from the environment; a wrong value stops the start with a readable message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const databaseLocation = (config: Config): DatabaseLocation =>
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };

/** Where the database is, for messages: never the password of a DATABASE_URL. */
export const describeDatabase = (config: Config): string =>
  config.DATABASE_URL ? `PostgreSQL at ${new URL(config.DATABASE_URL).host}` : `PGlite in ${config.DATA_DIR}`;
