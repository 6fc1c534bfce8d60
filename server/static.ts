import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../contract/messages';

// Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year.
const HASHED = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) is revalidated, so a new release is picked up at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built console from `dir` (when it has been built) and answers every other unknown GET that is
 * not an API or asset path with index.html, so the console's own routes (/admin-ru/..., /intercom-ru/...,
 * /lock) work on reload. Unknown API and asset paths get a 404.
 */
export function registerConsole(app: FastifyInstance, dir: string): void {
  const hasConsole = existsSync(path.join(dir, 'index.html'));
  if (hasConsole) {
    const assets = path.join(dir, 'assets') + path.sep;
    app.register(fastifyStatic, {
      root: dir,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? HASHED : REVALIDATE),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasConsole && (request.method === 'GET' || request.method === 'HEAD') && isConsoleRoute(request.url)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ error: errors.notFound });
  });
}

/** Whether the path, as the router reads it (escapes decoded: `/%61pi/…` is the API's), is a page of the console. */
function isConsoleRoute(url: string): boolean {
  let pathname = url.split('?')[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/^\/(api|assets)(\/|$)/.test(pathname);
}
