import { ProjectSuggestions } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LimitRule, takeLimits } from '../auth/rate-limit/take-limits.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { suggestProjectContent } from '../use-cases/projects/suggest-project-content.ts';

const Body = z.object({ data: z.unknown() });
// The response schema doubles as a filter: only these fields ever leave the server.
const Answer = z.object({ data: ProjectSuggestions, meta: z.object({}) });

/** Suggestions may ask a paid engine: a few per minute per account are plenty (counted in the database). */
export const suggestionLimit = (userId: number): LimitRule => ({
  key: `project-suggestions:${userId}`,
  max: 10,
  windowMs: 60_000,
  refundable: false,
});

/** `POST /api/v1/project-suggestions`: competitors and prompts the create-project wizard offers. */
export const projectSuggestionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/v1/project-suggestions',
    { schema: { body: Body, response: { 200: Answer } } },
    async (request) => {
      const auth = requireAuth(request);
      await takeLimits(services, [suggestionLimit(auth.user.id)]);
      return { data: await suggestProjectContent(services, auth, request.body.data), meta: {} };
    },
  );
};
