import { NotFoundError, Populate, RestQuery } from '@sightline/contracts';
import { findDocument } from '@sightline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, tenantOf } from '../auth/request-auth.ts';
import { readDataAndFiles } from '../http/read-data-and-files.ts';
import type { Services } from '../services.ts';
import { createProjectUseCase } from '../use-cases/projects/create-project.ts';
import { deleteProject } from '../use-cases/projects/delete-project.ts';
import { projectPopulate } from '../use-cases/projects/project-populate.ts';
import { replaceOwnedMediaUseCase } from '../use-cases/projects/replace-owned-media.ts';
import { setProjectStatus } from '../use-cases/projects/set-project-status.ts';
import { updateProjectUseCase } from '../use-cases/projects/update-project.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const DocumentQuery = RestQuery.pick({ fields: true, populate: true }).strict();
const StatusBody = z.object({ populate: Populate.optional() }).strict().nullish();

/** The `/api/v1/projects` endpoints of the product spec. */
export const projectRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // `POST /api/projects` and `PUT /api/projects/:id` are the generic REST forms (JSON `{ data }`), for clients such
  // as @strapi/client; they do the same as the v1 endpoints.
  for (const path of ['/v1/projects', '/projects']) registerCreate(path);
  for (const path of ['/v1/projects/:id', '/projects/:id']) registerUpdate(path);

  function registerCreate(path: string) {
    app.post(path, { schema: { querystring: DocumentQuery } }, async (request) => {
      const auth = requireAuth(request);
      const { data, files } = await readDataAndFiles(request, ['featureImage']);
      const project = await createProjectUseCase(services, auth, {
        data,
        ...(files.get('featureImage') ? { featureImage: files.get('featureImage')! } : {}),
        ...(request.query.populate ? { populate: request.query.populate } : {}),
      });
      return { data: project, meta: {} };
    });
  }

  app.get('/v1/projects/:id', { schema: { params: Params, querystring: DocumentQuery } }, async (request) => {
    const auth = requireAuth(request);
    const project = await findDocument(services.db, 'projects', request.params.id, {
      tenant: tenantOf(auth),
      query: { ...request.query, populate: request.query.populate ?? projectPopulate },
    });
    if (!project) throw new NotFoundError('Project not found');
    return { data: project, meta: {} };
  });

  function registerUpdate(path: string) {
    app.put(path, { schema: { params: Params, querystring: DocumentQuery } }, async (request) => {
      const auth = requireAuth(request);
      const { data, files } = await readDataAndFiles(request, ['featureImage']);
      const project = await updateProjectUseCase(services, auth, request.params.id, {
        data,
        ...(files.get('featureImage') ? { featureImage: files.get('featureImage')! } : {}),
        ...(request.query.populate ? { populate: request.query.populate } : {}),
      });
      return { data: project, meta: {} };
    });
  }

  for (const path of ['/v1/projects/:id', '/projects/:id']) {
    app.delete(path, { schema: { params: Params } }, async (request) => ({
      data: await deleteProject(services, requireAuth(request), request.params.id),
      meta: {},
    }));
  }

  for (const [action, status] of [
    ['activate', 'active'],
    ['deactivate', 'inactive'],
  ] as const) {
    app.post(
      `/v1/projects/:id/${action}`,
      { schema: { params: Params, body: StatusBody } },
      async (request) => ({
        data: await setProjectStatus(
          services,
          requireAuth(request),
          request.params.id,
          status,
          request.body?.populate,
        ),
        meta: {},
      }),
    );
  }

  app.put('/v1/projects/:id/owned-media', { schema: { params: Params } }, async (request) => ({
    data: await replaceOwnedMediaUseCase(services, requireAuth(request), request.params.id, request.body),
    meta: {},
  }));
};
