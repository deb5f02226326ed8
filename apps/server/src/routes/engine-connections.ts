import { EngineConnection, EngineConnectionTestResult } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LimitRule, takeLimits } from '../auth/rate-limit/take-limits.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { parseConnectableEngine } from '../use-cases/engine-connections/engine-connection-view.ts';
import { listEngineConnectionsUseCase } from '../use-cases/engine-connections/list-engine-connections.ts';
import { removeEngineConnection } from '../use-cases/engine-connections/remove-engine-connection.ts';
import { saveEngineConnection } from '../use-cases/engine-connections/save-engine-connection.ts';
import { testEngineConnection } from '../use-cases/engine-connections/test-engine-connection.ts';

const OrganizationParams = z.object({ id: z.string().min(1).max(64) });
const EngineParams = OrganizationParams.extend({ engine: z.string().min(1).max(64) });
const Body = z.object({ data: z.unknown() });
const OptionalBody = z.object({ data: z.unknown().optional() }).nullish();
const meta = z.object({});
// Response schemas double as a filter: only these fields ever leave the server (never a key).
const One = z.object({ data: EngineConnection, meta });
const Many = z.object({ data: z.array(EngineConnection), meta });
const TestAnswer = z.object({ data: EngineConnectionTestResult, meta });

/** A connection test calls a paid API: a few per minute per user are plenty (counted in the database). */
const testLimit = (userId: number): LimitRule => ({
  key: `engine-test:${userId}`,
  max: 20,
  windowMs: 60_000,
  refundable: false,
});

/** An organization's engine connections: credentials for the AI engines (keys shown masked only). */
export const engineConnectionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const base = '/v1/organizations/:id/engine-connections';

  app.get(base, { schema: { params: OrganizationParams, response: { 200: Many } } }, async (request) => ({
    data: await listEngineConnectionsUseCase(services, requireAuth(request), request.params.id),
    meta: {},
  }));

  app.put(
    `${base}/:engine`,
    { schema: { params: EngineParams, body: Body, response: { 200: One } } },
    async (request) => {
      const engine = parseConnectableEngine(request.params.engine);
      const auth = requireAuth(request);
      return {
        data: await saveEngineConnection(services, auth, request.params.id, engine, request.body.data),
        meta: {},
      };
    },
  );

  app.delete(
    `${base}/:engine`,
    { schema: { params: EngineParams, response: { 200: One } } },
    async (request) => {
      const engine = parseConnectableEngine(request.params.engine);
      return {
        data: await removeEngineConnection(services, requireAuth(request), request.params.id, engine),
        meta: {},
      };
    },
  );

  app.post(
    `${base}/:engine/test`,
    {
      schema: { params: EngineParams, body: OptionalBody, response: { 200: TestAnswer } },
    },
    async (request) => {
      const engine = parseConnectableEngine(request.params.engine);
      const auth = requireAuth(request);
      await takeLimits(services, [testLimit(auth.user.id)]);
      return {
        data: await testEngineConnection(services, auth, request.params.id, engine, request.body?.data),
        meta: {},
      };
    },
  );
};
