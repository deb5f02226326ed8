import type { DatabaseHandle } from '@sightline/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { loggerOptions, probeLogLevel } from './logger.ts';
import errorEnvelope from './plugins/error-envelope.ts';
import { parseRestQuery } from './plugins/rest-query.ts';
import securityHeaders from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';
import { healthRoutes } from './routes/health.ts';
import { appVersion } from './version.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the HTTP application: plugins, `/api` routes and the web app. Does not listen. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    routerOptions: { querystringParser: parseRestQuery, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorEnvelope);
  await app.register(securityHeaders);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        role: config.role,
        version: appVersion,
        probeLogLevel: probeLogLevel(config),
      });
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
