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
}

/** The whole HTTP server: the Action API, the health check and the built console. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { db } = options;
  // Built first: a contract without a handler stops the server before it listens.
  const registry = createRegistry(actions, handlers);
  const app = Fastify({ logger: loggerOptions(options.logger), trustProxy: options.trustProxy ?? false });

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
