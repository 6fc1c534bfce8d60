import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { actions } from '../contract/actions';
import { handlers } from './actions';
import type { Database } from './db/open';
import { loggerOptions } from './logging';
import { BUILT_CONSOLE } from './paths';
import { DEFAULT_SETTINGS, type ServerSettings } from './protocol/context';
import { registerJournalExport } from './journal/export';
import { registerActionRoutes } from './protocol/dispatch';
import { handleError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './protocol/errors';
import { createRegistry } from './protocol/registry';
import { registerSecurityHeaders } from './security-headers';
import { registerConsole } from './static';
import { startCredentialNotifications } from './sync/notifications';
import { verifyDevicesWith } from './devices/tokens';
import type { TrustProxy } from './trust-proxy';

/** Where every route of the API lives (the Action endpoint, downloads): what is not a page. */
const API_ROOT = '/api/';

export interface AppOptions {
  db: Database;
  /** Pino logging: off when false or absent, or pino options (redaction is always added). */
  logger?: boolean | Record<string, unknown>;
  /** The built console (default: <repo>/dist); served only when it exists. */
  staticDir?: string;
  settings?: Partial<ServerSettings>;
  /** Whose X-Forwarded-For to believe for `request.ip` (TRUST_PROXY); off by default. */
  trustProxy?: TrustProxy;
  /** How long a client may take to send a request and sit idle (tests make them short). */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The time a client has, so that a slow one cannot hold a connection for ever (Slowloris: headers or a
 * body sent a byte a minute). Node's defaults are off under Fastify (its `requestTimeout` and
 * `connectionTimeout` are 0).
 */
export interface ServerTimeouts {
  /** To send its request's headers. */
  headersMs: number;
  /** To send the whole request, headers and body: longer than any body within the limit needs. */
  requestMs: number;
  /**
   * How long a connection may pass no byte either way: above the longest an Action waits before it answers
   * (a device's long poll, MAX_SYNC_WAIT_SECONDS; a guest's door, a few seconds).
   */
  idleMs: number;
  /** How often Node checks the headers and request times (its own default: 30 s, as long as a limit). */
  checkEveryMs: number;
  /** The largest request body, in bytes: 413 beyond it. */
  bodyLimitBytes: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
  bodyLimitBytes: 1024 * 1024,
};

/** The whole HTTP server: the Action API, the health check and the built console. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { db } = options;
  // Built first: a contract without a handler stops the server before it listens.
  const registry = createRegistry(actions, handlers);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    trustProxy: options.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    bodyLimit: timeouts.bodyLimitBytes,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  });

  registerSecurityHeaders(app, API_ROOT);
  app.setErrorHandler(handleError);

  registerActionRoutes(app, { db, registry, settings: { ...DEFAULT_SETTINGS, ...options.settings } });
  registerJournalExport(app, db);
  // For a load balancer: 503 as soon as the database does not answer (within HEALTH_TIMEOUT_MS, a
  // hung connection included), 200 again once it does; the process itself needs no restart.
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await databaseAnswers(db)) return { status: 'ok' };
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ status: 'unavailable' });
  });
  registerConsole(app, options.staticDir ?? BUILT_CONSOLE);
  // The devices waiting for credential changes are woken by the database's notifications.
  app.addHook('onReady', async () => {
    const notifications = await startCredentialNotifications(db);
    // …and so are the servers that verified a device's token when it changes.
    const verifiedDevices = verifyDevicesWith(db, notifications);
    app.addHook('onClose', async () => {
      verifiedDevices.dispose();
      await notifications.close();
    });
  });
  return app;
}

/** How long /healthz waits for `select 1`. */
export const HEALTH_TIMEOUT_MS = 1_000;

/** Whether the database answers a trivial query in time. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
