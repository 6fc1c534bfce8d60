import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The console's pages (index.html, its assets, a 404): helmet's headers, with a Content-Security-Policy
 * a Vite-built React/MUI app needs. The middleware is made once: @fastify/helmet made it anew for every
 * request (the CSP parsed and checked each time).
 */
const pageHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    // Its own scripts, Emotion's inline styles, bundled fonts and images (some as data: URLs), and calls
    // to its own origin.
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * The API's answers (JSON, downloads), errors included: the headers OWASP's REST Security Cheat Sheet asks
 * of an API, stricter than a page's where they differ (nothing may load, nothing may frame it, no cache
 * may keep an answer: a 401's or a 404's as little as a list's). Helmet's others
 * (Cross-Origin-Opener-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) speak to a browser about a document it shows. Set
 * by the middleware on every answer, helmet's twelve were 4.7 of the 17 kB that a list request allocated
 * beyond a bare server replaying its SQL.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Whether a request is the API's, decided on the path as the router reads it, not as it was written:
 * `/%61pi/web/intercoms/` reaches the Action endpoint, and must have its headers (no-store, the API's
 * CSP). The raw URL decides at once when it starts with `apiPath` (every API client writes it so); only a
 * path with an escape is decoded (`request.routeOptions`, which Fastify builds and freezes anew at each
 * read, a dozen fields, is not read on every request).
 */
export function isApiRequest(url: string, apiPath: string): boolean {
  if (url.startsWith(apiPath)) return true;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!path.includes('%')) return false;
  try {
    return decodeURIComponent(path).startsWith(apiPath);
  } catch {
    // A malformed escape routes nowhere: a 404, which gets the stricter headers as well.
    return true;
  }
}

/** Every answer gets its security headers, before anything else runs: errors and 404s too. */
export function registerSecurityHeaders(app: FastifyInstance, apiPath: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request.url, apiPath)) {
      reply.headers(API_SECURITY_HEADERS);
      return done();
    }
    pageHeaders(request.raw, reply.raw, () => done());
  });
}
