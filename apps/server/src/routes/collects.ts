import {
  CollectDayResponse,
  CollectMonthResponse,
  CollectReadinessResponse,
  CostsQuery,
  ProjectCostsResponse,
  RecentCollectsResponse,
  RunNowData,
  RunNowResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import { parseInput } from '../http/parse-input.ts';
import type { Services } from '../services.ts';
import { collectMonth } from '../use-cases/collection/collect-month.ts';
import { collectReadiness } from '../use-cases/collection/collect-readiness.ts';
import { collectsOfDay } from '../use-cases/collection/collects-of-day.ts';
import { projectCosts } from '../use-cases/collection/project-costs.ts';
import { recentCollects } from '../use-cases/collection/recent-collects.ts';
import { runNow } from '../use-cases/collection/run-now.ts';

const Key = z.string().min(1).max(64);

/**
 * Collection: a month's days with collects (the calendar), a day's collects with runs and chats, the newest collects,
 * costs per month and engine, which engines are ready to collect, and "run now" for a project (optionally some of its
 * engines) or a prompt.
 */
export const collectRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/v1/projects/:id/collects/:y/:m',
    {
      schema: {
        params: z.object({ id: Key, y: z.string(), m: z.string() }),
        response: { 200: CollectMonthResponse },
      },
    },
    async (request) => {
      const { id, ...parts } = request.params;
      return collectMonth(services, requireAuth(request), id, parts);
    },
  );

  app.get(
    '/v1/projects/:id/collects/recent',
    { schema: { params: z.object({ id: Key }), response: { 200: RecentCollectsResponse } } },
    async (request) => recentCollects(services, requireAuth(request), request.params.id),
  );

  app.get(
    '/v1/projects/:id/collect-readiness',
    { schema: { params: z.object({ id: Key }), response: { 200: CollectReadinessResponse } } },
    async (request) => collectReadiness(services, requireAuth(request), request.params.id),
  );

  app.get(
    '/v1/projects/:id/collects/:y/:m/:d',
    {
      schema: {
        params: z.object({ id: Key, y: z.string(), m: z.string(), d: z.string() }),
        response: { 200: CollectDayResponse },
      },
    },
    async (request) => {
      const { id, ...parts } = request.params;
      return collectsOfDay(services, requireAuth(request), id, parts);
    },
  );

  app.get(
    '/v1/projects/:id/costs',
    {
      schema: {
        params: z.object({ id: Key }),
        querystring: CostsQuery,
        response: { 200: ProjectCostsResponse },
      },
    },
    async (request) => projectCosts(services, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/v1/projects/:id/collect',
    { schema: { params: z.object({ id: Key }), response: { 202: RunNowResponse } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { data?: unknown };
      const { engines } = parseInput(RunNowData, body.data ?? {});
      const result = await runNow(
        services,
        requireAuth(request),
        { project: request.params.id },
        engines ? { engines } : {},
      );
      return reply.status(202).send({ data: result, meta: {} });
    },
  );

  app.post(
    '/v1/prompts/:id/collect',
    { schema: { params: z.object({ id: Key }) } },
    async (request, reply) => {
      const result = await runNow(services, requireAuth(request), { prompt: request.params.id });
      return reply.status(202).send({ data: result, meta: {} });
    },
  );
};
