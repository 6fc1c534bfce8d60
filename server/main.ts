import { buildApp } from './app';
import { databaseLocation, describeDatabase, readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from './db/seed/demo-data';
import { seedDemo } from './db/seed/demo';
import { startHousekeeping } from './housekeeping';
import { preparePassEventMonths } from './journal/partitions';

/**
 * Starts the API server (and the built console): reads the environment, opens and migrates the
 * database, seeds the demo data into an empty one, listens, deletes stale sessions and sign-in attempts
 * every few minutes, and shuts down cleanly on SIGINT/SIGTERM.
 */
const startedAt = performance.now();
const config = readConfig();
const database = await openDatabase(databaseLocation(config));

try {
  await migrate(database.db);
  // The journal's months from now on, before a device reports an event (a server may start months later).
  await preparePassEventMonths(database.db);
  const seeded = await seedDemo(database.db, config.DEMO_PASSWORD, config.CAMERA_SECRET_KEY);
  const app = buildApp({
    db: database.db,
    logger: { level: config.LOG_LEVEL },
    settings: {
      sessionTtlMinutes: config.SESSION_TTL_MINUTES,
      cameraSecretKey: config.CAMERA_SECRET_KEY,
      cameraCheckTimeoutMs: config.CAMERA_CHECK_TIMEOUT_MS,
      cameraCheckDenyNetworks: config.CAMERA_CHECK_DENY_NETWORKS,
      cameraChecksPerMinute: config.CAMERA_CHECKS_PER_MINUTE,
      twoFactorAllowReplay: config.TWO_FACTOR_ALLOW_REPLAY,
    },
    trustProxy: config.TRUST_PROXY,
  });
  const housekeeping = startHousekeeping(database.db, app.log);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Finish the requests in flight and a housekeeping pass, then close the database (PGlite flushes its files).
    await housekeeping.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  process.stdout.write(
    [
      '',
      `Intercom console ready in ${Math.round(performance.now() - startedAt)} ms ` +
        `(${describeDatabase(config)}${seeded ? ', demo data added' : ''})`,
      `  Platform admin area: ${base}/admin-ru/`,
      `  Company admin area:  ${base}/intercom-ru/`,
      `  API:                 ${base}/api/web/intercoms/`,
      `Demo sign-ins (password "${config.DEMO_PASSWORD}"):`,
      `  ${DEMO_ACCOUNTS.platformAdmin}  platform admin, with a second factor: TOTP key ${DEMO_TOTP_SECRET} (README)`,
      `  ${DEMO_ACCOUNTS.companyAdmin}  company admin, one company`,
      `  ${DEMO_ACCOUNTS.multiCompanyAdmin}  company admin, two companies (chooses after signing in)`,
      '',
    ].join('\n'),
  );
} catch (error) {
  await database.close();
  throw error;
}
