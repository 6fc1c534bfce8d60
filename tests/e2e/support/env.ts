import { availableParallelism } from 'node:os';
import { DEFAULT_DENIED_NETWORKS } from '../../../server/cameras/address-policy';

/**
 * What the end-to-end specs know about the server playwright.config.ts starts for them: a fresh data
 * directory seeded with the demo data, all demo users sharing DEMO_PASSWORD.
 */

/**
 * The first of the servers' fixed ports (one a worker, from this one up), so a server left running by an
 * interrupted run is reported rather than reused.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

/**
 * How many workers run the specs at once, each with a server and database of its own (so no spec sees
 * another's writes half-way): one a core, at most four, or `E2E_WORKERS`.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism()));

/** The address of the server of the worker in that place (Playwright's `parallelIndex`). */
export const baseUrlOf = (parallelIndex: number) => `http://127.0.0.1:${E2E_PORT + parallelIndex}`;

export const DEMO_PASSWORD = 'E2e-demo-passw0rd';

/** The demo users the seed creates, by what they can do. */
export const DEMO_PHONES = {
  /** Signs in to the platform area (/admin-ru). */
  platformAdmin: '70000000001',
  /** Company admin with one profile: the company area opens without a company choice. */
  companyAdmin: '70000000002',
  /** Has two profiles: the company sign-in asks which company. */
  twoProfiles: '70000000003',
} as const;

/**
 * The camera check's deny list without loopback: the specs' fake cameras listen on 127.0.0.1, and
 * everything else stays denied as by default.
 */
export const E2E_CAMERA_DENY_NETWORKS = DEFAULT_DENIED_NETWORKS.filter(
  (network) => !['127.0.0.0/8', '::1/128'].includes(network),
).join(',');
