import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A stand-in for Vite's output: index.html and a content-hashed asset.
  dist = await mkdtemp(path.join(tmpdir(), 'intercom-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-Bx7f3k2a.js'), 'console.log("console")');
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built console', () => {
  it.each(['/', '/admin-ru/', '/admin-ru/users', '/intercom-ru/addresses/edit/42', '/lock', '/lock/open'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("lets browsers keep hashed assets for a year, with a page's security headers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Bx7f3k2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers a missing asset with 404, not index.html, with a page's security headers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each(['/api/web/unknown', '/%61pi/web/unknown'])(
    'answers an unknown API path (%s) with a JSON 404 and the API’s headers, not index.html',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: errors.notFound });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('sends a Content-Security-Policy a Vite-built MUI app can live with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin-ru/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A document's own headers, which the API's JSON answers leave out.
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
