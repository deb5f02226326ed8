import { PromptStatusQuery, PromptStatusResponse } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { listOrganizationPromptStatus } from '../use-cases/prompts/list-prompt-status.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/** The organization's prompts with their collection health (the developers' prompts screen). */
export const promptStatusRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/v1/organizations/:id/prompt-status',
    { schema: { params: Params, querystring: PromptStatusQuery, response: { 200: PromptStatusResponse } } },
    (request) =>
      listOrganizationPromptStatus(services, requireAuth(request), request.params.id, request.query),
  );
};
