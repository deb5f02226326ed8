import { OptimisationExportQuery, OptimisationQuery, OptimisationResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { exportOptimisation } from '../use-cases/optimisation/export-optimisation.ts';
import { prepareOptimisationReport } from '../use-cases/optimisation/get-optimisation-report.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/**
 * The optimisation report (`/reports/optimisation`): ranked recommendations with their evidence, and the same as CSV.
 * Any member of the organization may read them; another organization's project is a 404. The report is answered from
 * the analytics cache with an ETag, like the other analytics reads.
 */
export const optimisationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);
  const url = '/v1/projects/:id/optimisation';
  const body = serializerCompiler({ schema: OptimisationResponse, method: 'GET', url }) as (
    data: unknown,
  ) => string;
  app.get(
    url,
    { schema: { params: Params, querystring: OptimisationQuery, response: { 200: OptimisationResponse } } },
    async (request, reply) => {
      const read = await prepareOptimisationReport(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (report) =>
        body({ data: report.data, meta: { ...report.meta, metricsVersion } }),
      );
    },
  );

  app.get(
    '/v1/projects/:id/optimisation/export',
    { schema: { params: Params, querystring: OptimisationExportQuery } },
    async (request, reply) => {
      const file = await exportOptimisation(services, requireAuth(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
