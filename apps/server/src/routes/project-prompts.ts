import {
  ProjectPromptsQuery,
  ProjectPromptsResponse,
  PromptBulkResponse,
  PromptImportResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { bulkChangePrompts } from '../use-cases/prompts/bulk-change-prompts.ts';
import { importPrompts } from '../use-cases/prompts/import-prompts.ts';
import { listProjectPrompts } from '../use-cases/prompts/list-project-prompts.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
type Body = { data?: unknown } | undefined;

/**
 * A CSV of 1,000,000 characters, each up to 3 bytes in UTF-8, escaped in JSON: more than the app's 1 MiB default
 * (the CSV's own limit is checked as `data.csv`).
 */
const importBodyLimit = 4 * 1024 * 1024;

/** A project's prompt list in bulk: read with tags (paged), import a CSV (all lines or none), one action on many prompts. */
export const projectPromptRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/v1/projects/:id/prompts',
    {
      schema: { params: Params, querystring: ProjectPromptsQuery, response: { 200: ProjectPromptsResponse } },
    },
    async (request) => listProjectPrompts(services, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/v1/projects/:id/prompts/import',
    { bodyLimit: importBodyLimit, schema: { params: Params, response: { 201: PromptImportResponse } } },
    async (request, reply) => {
      const result = await importPrompts(
        services,
        requireAuth(request),
        request.params.id,
        request.body as Body,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/v1/projects/:id/prompts/bulk',
    { schema: { params: Params, response: { 200: PromptBulkResponse } } },
    async (request) =>
      bulkChangePrompts(services, requireAuth(request), request.params.id, request.body as Body),
  );
};
