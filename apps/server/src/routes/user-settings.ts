import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import { readDataAndFiles } from '../http/read-data-and-files.ts';
import type { Services } from '../services.ts';
import { syncRecentProjectsUseCase } from '../use-cases/users/sync-recent-projects.ts';
import { updateUser } from '../use-cases/users/update-user.ts';

/** `PUT /api/v1/users/:id` and `POST /api/v1/recent-projects/sync`. */
export const userSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.put(
    '/v1/users/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request) => {
      const auth = requireAuth(request);
      const { data, files } = await readDataAndFiles(request, ['avatar']);
      return updateUser(services, auth, request.params.id, {
        data,
        ...(files.get('avatar') ? { avatar: files.get('avatar')! } : {}),
      });
    },
  );

  app.post('/v1/recent-projects/sync', async (request) => ({
    data: await syncRecentProjectsUseCase(services, requireAuth(request), request.body),
    meta: {},
  }));
};
