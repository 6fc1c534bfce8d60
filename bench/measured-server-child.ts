// The process of one server of a benchmark (measured-server.ts starts it, bundled, under plain node):
// told by its first message which server to run, it listens on 127.0.0.1, says where, then answers the
// benchmark's commands. It ends when the benchmark disconnects, or is gone.
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/open';
import { credentialNotifications } from '../server/sync/notifications';
import { startProfile } from './profile';
import { buildReferenceServer, captureQueries } from './reference-server';
import type { Command, Question, Reply, Serve, Served } from './measured-server';

process.once('disconnect', () => process.exit(0));
process.once('message', (message) => void serve(message as Serve));

async function serve(options: Serve): Promise<void> {
  const db = options.server === 'app' ? (await openDatabase({ url: options.databaseUrl })).db : undefined;
  const app =
    options.server === 'app' ? buildApp({ db: db! }) : buildReferenceServer(options.databaseUrl, options.captured).app;
  let served: Served = { requests: 0, ms: 0, byAction: {} };
  app.addHook('onResponse', async (request, reply) => {
    served.requests += 1;
    served.ms += reply.elapsedTime;
    const named =
      (request.query as { Action?: unknown } | undefined)?.Action ?? (request.body as { Action?: unknown })?.Action;
    const action = typeof named === 'string' ? named : '?';
    (served.byAction[action] ??= []).push(reply.elapsedTime);
  });
  const listening = await app.listen({ host: '127.0.0.1', port: options.server === 'app' ? (options.port ?? 0) : 0 });
  let stopProfile: Awaited<ReturnType<typeof startProfile>> | undefined;

  const answer = async (command: Command): Promise<unknown> => {
    switch (command.command) {
      case 'cpu':
        return process.cpuUsage();
      case 'rss':
        return process.memoryUsage().rss;
      case 'waiting': {
        if (!db) throw new Error('only the app has devices waiting');
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed, external } = process.memoryUsage();
        return { rss, heapUsed, external, waiters: credentialNotifications(db)?.waiters ?? 0 };
      }
      case 'served': {
        const answered = served;
        served = { requests: 0, ms: 0, byAction: {} };
        return answered;
      }
      case 'startProfile':
        stopProfile = await startProfile();
        return undefined;
      case 'stopProfile': {
        if (!stopProfile) throw new Error('no profile is running');
        const profile = await stopProfile(command.dir, command.name);
        stopProfile = undefined;
        return profile;
      }
      case 'capture': {
        if (options.server !== 'app') throw new Error('only the app records its SQL');
        let body: unknown;
        const captured = await captureQueries(async () => {
          const response = await app.inject({ url: command.path, headers: command.headers });
          body = response.json();
          if (response.statusCode !== 200) throw new Error(`${command.path}: ${response.statusCode} ${response.body}`);
        });
        return { captured, body };
      }
    }
  };

  process.on('message', (message) => {
    const { id, ...command } = message as Question;
    answer(command as Command).then(
      (result) => process.send!({ id, result } satisfies Reply),
      (error: unknown) => process.send!({ id, error: String(error) } satisfies Reply),
    );
  });
  process.send!({ listening });
}
