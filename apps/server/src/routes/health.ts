import { AppError, HealthResponse } from '@sightline/contracts';
import type { DatabaseHandle } from '@sightline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../config.ts';
import type { LogLevel } from '../logger.ts';

export interface HealthRouteOptions {
  database: DatabaseHandle;
  role: Role;
  version: string;
  probeLogLevel: LogLevel;
}

/** `GET /api/health`: 200 when the database answers, 503 with the error envelope when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (
  app,
  { database, role, version, probeLogLevel },
) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: HealthResponse } },
      // Probes call this often: keep their request lines out of the log.
      logLevel: probeLogLevel,
    },
    async (request) => {
      try {
        const latencyMs = await database.ping();
        return {
          status: 'ok' as const,
          database: { kind: database.kind, ok: true, latencyMs: Math.round(latencyMs * 100) / 100 },
          role,
          version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError('ServiceUnavailableError', 'Database is unreachable', { database: database.kind });
      }
    },
  );
};
