import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { httpLogging, RequestLogController } from './logger.ts';
import webApp from './plugins/web-app.ts';

interface Line {
  level: number;
  msg: string;
  req?: { url: string };
}

const debug = 20;
const info = 30;
const error = 50;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The web app plugin over a small built folder plus two API routes, logging into `lines`. */
async function appLogging(level: 'debug' | 'info', pretty = false) {
  const dist = await mkdtemp(join(tmpdir(), 'sightline-log-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sightline</title>');
  await writeFile(join(dist, 'version.json'), '{"buildId":"b1"}');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const lines: Line[] = [];
  const stream = { write: (text: string) => void lines.push(JSON.parse(text) as Line) };
  app = Fastify({ logger: { level, stream }, logController: new RequestLogController(pretty) });
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/api/boom', async () => {
    throw new Error('boom');
  });
  await app.register(webApp, { distDir: dist });
  await app.ready();
  return lines;
}

const staticUrls = ['/assets/index-abc123.js', '/', '/projects/sources/example.co.kr', '/version.json'];

describe('request log levels', () => {
  it('logs API requests at info and the web app files (assets, page fallback, version.json) at debug', async () => {
    const lines = await appLogging('debug');
    for (const url of [...staticUrls, '/assets/missing-000.js']) {
      const res = await app!.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url.includes('missing') ? 404 : 200);
    }
    const fileLines = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(fileLines).toHaveLength(10); // two per request
    expect(new Set(fileLines.map((l) => l.level))).toEqual(new Set([debug]));
    expect(lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toEqual([
      ...staticUrls,
      '/assets/missing-000.js',
    ]);

    lines.length = 0;
    await app!.inject({ method: 'GET', url: '/api/ping' });
    await app!.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ['incoming request', info],
      ['request completed', info],
      ['incoming request', info],
      ['request completed', info],
    ]);
  });

  it('at the default level shows API requests and failures only', async () => {
    const lines = await appLogging('info');
    for (const url of staticUrls) await app!.inject({ method: 'GET', url });
    expect(lines).toEqual([]);
    await app!.inject({ method: 'GET', url: '/api/ping' });
    await app!.inject({ method: 'GET', url: '/api/boom' });
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ['incoming request', info],
      ['request completed', info],
      ['incoming request', info],
      ['boom', error],
      ['request completed', info],
    ]);
  });

  it('in a terminal writes one line per API request when it completes', async () => {
    const lines = await appLogging('info', true);
    await app!.inject({ method: 'GET', url: '/api/ping' });
    await app!.inject({ method: 'GET', url: '/version.json' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: info });
    expect(lines[0]!.msg).toMatch(/^GET \/api\/ping 200 \d+ ms$/);
  });

  it('is what the HTTP server is built with, pretty only when asked and pino-pretty is there', () => {
    const json = httpLogging(loadConfig({ LOG_PRETTY: 'false' }));
    expect(json.logController).toBeInstanceOf(RequestLogController);
    expect((json.logController as RequestLogController).pretty).toBe(false);
    const pretty = httpLogging(loadConfig({ LOG_PRETTY: 'true' }));
    expect((pretty.logController as RequestLogController).pretty).toBe(true);
  });
});
