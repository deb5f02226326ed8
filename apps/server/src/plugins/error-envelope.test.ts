import { NotFoundError } from '@sightline/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorEnvelope from './error-envelope.ts';

/** An error shaped like drizzle's: the driver's error (with its SQLSTATE) as the cause. */
function databaseError(code: string) {
  const driverError = Object.assign(new Error(`driver says ${code}`), { code });
  return new Error('Failed query: select …', { cause: driverError });
}

describe('error envelope', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorEnvelope);
    app.get('/data-exception/:code', async (request) => {
      throw databaseError((request.params as { code: string }).code);
    });
    app.get('/not-found', async () => {
      throw new NotFoundError('Project not found');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['22P02', '22003', '22008', '22021', '22007'])(
    'answers a PostgreSQL data exception %s that escaped the checks with a 400 ValidationError',
    async (code) => {
      const res = await app.inject({ url: `/data-exception/${code}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
      expect(res.body).not.toContain('select');
    },
  );

  it.each(['42601', '42703', '23505', '40001', '57014', 'XX000'])(
    'keeps other database errors (%s) as 500s: they are bugs or outages, not bad input',
    async (code) => {
      const res = await app.inject({ url: `/data-exception/${code}` });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({
        status: 500,
        name: 'InternalServerError',
        message: 'Internal Server Error',
        details: {},
      });
    },
  );

  it('maps typed errors as before', async () => {
    const res = await app.inject({ url: '/not-found' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ name: 'NotFoundError', message: 'Project not found' });
  });
});
