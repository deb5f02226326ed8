import { NotFoundError, type ProjectResource, RestQuery, resourceInputs } from '@sightline/contracts';
import { findDocument, findDocuments } from '@sightline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, tenantOf } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import {
  createProjectDocument,
  deleteProjectDocument,
  updateProjectDocument,
} from '../use-cases/resources/project-resource-writes.ts';

/** REST resources anyone signed in may read (limited to their organizations). */
export const readableResources = [
  'sightline-organizations',
  'sightline-members',
  'workspaces',
  'projects',
  'recent-projects',
  'invitations',
  'prompts',
  'tags',
  'competitors',
  'evaluation-items',
] as const;

const DocumentQuery = RestQuery.pick({ fields: true, populate: true }).strict();
const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.object({ data: z.unknown() });

/** The generic REST resource endpoints: list and get for every resource, writes for the project's resources. */
export const resourceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  for (const name of readableResources) {
    app.get(`/${name}`, { schema: { querystring: RestQuery } }, async (request) => {
      const auth = requireAuth(request);
      return findDocuments(services.db, name, { query: request.query, tenant: tenantOf(auth) });
    });
    app.get(`/${name}/:id`, { schema: { params: Params, querystring: DocumentQuery } }, async (request) => {
      const auth = requireAuth(request);
      const doc = await findDocument(services.db, name, request.params.id, {
        query: request.query,
        tenant: tenantOf(auth),
      });
      if (!doc) throw new NotFoundError();
      return { data: doc, meta: {} };
    });
  }

  for (const name of Object.keys(resourceInputs) as ProjectResource[]) {
    app.post(`/${name}`, { schema: { body: Body, querystring: DocumentQuery } }, async (request) => ({
      data: await createProjectDocument(services, requireAuth(request), name, request.body, request.query),
      meta: {},
    }));
    app.put(
      `/${name}/:id`,
      { schema: { params: Params, body: Body, querystring: DocumentQuery } },
      async (request) => ({
        data: await updateProjectDocument(
          services,
          requireAuth(request),
          name,
          request.params.id,
          request.body,
          request.query,
        ),
        meta: {},
      }),
    );
    app.delete(
      `/${name}/:id`,
      { schema: { params: Params, querystring: DocumentQuery } },
      async (request) => ({
        data: await deleteProjectDocument(
          services,
          requireAuth(request),
          name,
          request.params.id,
          request.query,
        ),
        meta: {},
      }),
    );
  }
};
