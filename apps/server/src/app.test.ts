import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorEnvelope, HealthResponse } from '@sightline/contracts';
import type { DatabaseHandle } from '@sightline/db';
import { createTestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSecret } from '#testing/test-app.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let builtWebDir: string;
beforeAll(async () => {
  builtWebDir = await mkdtemp(join(tmpdir(), 'sightline-web-'));
  await mkdir(join(builtWebDir, 'assets'));
  await writeFile(join(builtWebDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(builtWebDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(builtWebDir, 'version.json'), '{"buildId":"b1","builtAt":"2026-11-21T00:00:00Z"}');
});

describe.each(testDatabaseKinds())('HTTP server on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: builtWebDir });
    app = await buildApp({ config, database, secret: testSecret });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('answers GET /api/health with the database it checked', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', role: 'all', database: { kind, ok: true } });
  });

  it('answers unknown /api routes with a 404 NotFoundError envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper?x=1'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      const body = ErrorEnvelope.parse(res.json());
      expect(body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
      expect(body.error.message).toContain(url.split('?')[0]);
    }
  });

  it('answers a broken JSON body with a 400 ValidationError envelope', async () => {
    app.post('/api/test/echo', async (request) => ({ data: request.body }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": {"name": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(body.error.message).toMatch(/JSON/);
  });

  it('parses bracket-style queries with qs, keeping nested filters, arrays and nulls', async () => {
    app.get('/api/test/query', async (request) => request.query);
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/query?filters[workspace][documentId][$eq]=abc&filters[id][$in][0]=6&filters[id][$in][1]=7&populate[ownerMember][populate][user][populate][0]=avatar&sort[0]=id:asc&pagination[pageSize]=100&flag',
    });
    expect(res.json()).toEqual({
      filters: { workspace: { documentId: { $eq: 'abc' } }, id: { $in: ['6', '7'] } },
      populate: { ownerMember: { populate: { user: { populate: ['avatar'] } } } },
      sort: ['id:asc'],
      pagination: { pageSize: '100' },
      flag: null,
    });
  });

  it('hides internal error messages behind a 500 InternalServerError envelope', async () => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret connection string leaked');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      data: null,
      error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
    });
  });

  it('sends a strict Content-Security-Policy and nosniff on every response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app: page paths get index.html, assets are cached, missing files are 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/signin?redirect=/projects/tracking' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const version = await app.inject({ method: 'GET', url: '/version.json' });
    expect(version.json()).toMatchObject({ buildId: 'b1' });
    expect(version.headers['cache-control']).toBe('no-cache');

    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    const apiMiss = await app.inject({ method: 'GET', url: '/api/auth/signin' });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.headers['content-type']).toMatch(/json/);
  });

  it('serves page paths with dots (domains, URLs) as the app, and missing top-level files as 404', async () => {
    for (const url of [
      '/projects/sources/example.co.kr',
      '/projects/sources/domains/blog.naver.com?from=2026-11-01',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/chunk-gone.js' })).statusCode).toBe(404);
  });

  it('serves a page path with a malformed percent escape as the app, and refuses one in an API path', async () => {
    for (const url of [
      '/projects/sources/urls/%E0%A4%A',
      '/projects/sources/urls/50%25off%ZZ?from=2026-11-01',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      // The app's own headers, as for any page.
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    const api = await app.inject({ method: 'GET', url: '/api/projects/%E0%A4%A/sources' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', details: { path: '/api/projects/%E0%A4%A/sources' } },
    });
    expect(api.json().error.message).toContain('malformed percent escape');
  });

  it('serves a build written after the server started: new hashed files and the new index.html', async () => {
    const before = await app.inject({ method: 'GET', url: '/assets/next-build-xyz.js' });
    expect(before.statusCode).toBe(404);
    const oldIndex = await readFile(join(builtWebDir, 'index.html'), 'utf8');
    await writeFile(join(builtWebDir, 'assets', 'next-build-xyz.js'), 'export const next = 2;');
    await writeFile(
      join(builtWebDir, 'index.html'),
      oldIndex.replace('<div id="root">', '<div id="root" data-build="2">'),
    );
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/next-build-xyz.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toContain('next = 2');
      const page = await app.inject({ method: 'GET', url: '/projects/tracking' });
      expect(page.body).toContain('data-build="2"');
    } finally {
      await writeFile(join(builtWebDir, 'index.html'), oldIndex);
      await rm(join(builtWebDir, 'assets', 'next-build-xyz.js'));
    }
  });

  it('answers 503 ServiceUnavailableError when the database is gone', async () => {
    const probe = await createTestDatabase(kind);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: builtWebDir });
    const broken = await buildApp({
      config,
      database: { ...probe, ping: () => Promise.reject(new Error('down')) },
      secret: testSecret,
    });
    try {
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(ErrorEnvelope.parse(res.json()).error.name).toBe('ServiceUnavailableError');
    } finally {
      await broken.close();
      await probe.close();
    }
  });
});

describe('HTTP server without a built web app', () => {
  it('says how to build it instead of serving a blank page', async () => {
    const database = await createTestDatabase('pglite');
    const distDir = join(await mkdtemp(join(tmpdir(), 'sightline-later-')), 'dist');
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir });
    const app = await buildApp({ config, database, secret: testSecret });
    try {
      const res = await app.inject({ method: 'GET', url: '/auth/signin' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('npm run build');
      // Built while the server runs: served from then on, without a restart.
      await mkdir(join(distDir, 'assets'), { recursive: true });
      await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
      await writeFile(join(distDir, 'assets', 'late-1.js'), 'console.log(2)');
      const page = await app.inject({ method: 'GET', url: '/auth/signin' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect((await app.inject({ method: 'GET', url: '/assets/late-1.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('describes the API at /api/docs, generated from the zod schemas', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: join(tmpdir(), 'sightline-no-web') }),
      database,
      secret: testSecret,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/health',
          '/api/auth/local',
          '/api/projects',
          '/api/v1/projects/{id}',
          '/api/users/me',
        ]),
      );
      const signIn = doc.paths['/api/auth/local'].post.requestBody.content['application/json'].schema;
      expect(signIn.required).toEqual(['identifier', 'password']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
