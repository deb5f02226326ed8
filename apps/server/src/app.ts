import { createHmac } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { DatabaseHandle } from '@sightline/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { frameworkError, rewriteMalformedPagePath } from './http/malformed-urls.ts';
import rejectNulRequests from './http/reject-nul-requests.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { httpLogging, probeLogLevel } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import authentication from './plugins/authentication.ts';
import errorEnvelope from './plugins/error-envelope.ts';
import jsonBody from './plugins/json-body.ts';
import openApi from './plugins/openapi.ts';
import requestsFirst from './plugins/requests-first.ts';
import { parseRestQuery } from './plugins/rest-query.ts';
import securityHeaders from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';
import { alertRoutes } from './routes/alerts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { answerListRoutes } from './routes/answer-list.ts';
import { authRoutes } from './routes/auth.ts';
import { citationAnalyticsRoutes } from './routes/citation-analytics.ts';
import { collectProgressRoutes } from './routes/collect-progress.ts';
import { collectRoutes } from './routes/collects.ts';
import { contentAnalyticsRoutes } from './routes/content-analytics.ts';
import { costRoutes } from './routes/costs.ts';
import { engineConnectionRoutes } from './routes/engine-connections.ts';
import { healthRoutes } from './routes/health.ts';
import { optimisationRoutes } from './routes/optimisation.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { projectPromptRoutes } from './routes/project-prompts.ts';
import { projectSuggestionRoutes } from './routes/project-suggestions.ts';
import { projectRoutes } from './routes/projects.ts';
import { promptReportRoutes } from './routes/prompt-report.ts';
import { promptStatusRoutes } from './routes/prompt-status.ts';
import { resourceRoutes } from './routes/resources.ts';
import { sentimentJudgeRoutes } from './routes/sentiment-judge.ts';
import { socialAuthRoutes } from './routes/social-auth.ts';
import { sourceDetailRoutes } from './routes/source-details.ts';
import { sourceRoutes } from './routes/sources.ts';
import { topDomainRoutes } from './routes/top-domains.ts';
import { uploadApiRoutes, uploadFileRoutes } from './routes/uploads.ts';
import { userSettingsRoutes } from './routes/user-settings.ts';
import { userRoutes } from './routes/users.ts';
import { watchRoutes } from './routes/watches.ts';
import { workspaceOverviewRoutes } from './routes/workspace-overview.ts';
import { createServices } from './services.ts';
import { appVersion } from './version.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Signs session tokens (see auth/secret.ts). */
  secret: string;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** The process's job queue (run now, schedules, re-analysis); absent in tests that do not need it. */
  jobs?: JobQueue;
}

/** Builds the HTTP application: plugins, `/api` routes and the web app. Does not listen. */
export async function buildApp({
  config,
  database,
  secret,
  mailer,
  jobs,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpLogging(config),
    routerOptions: { querystringParser: parseRestQuery, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    rewriteUrl: (request) => rewriteMalformedPagePath(request.url ?? '/'),
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const services = createServices({
    config,
    database,
    secret,
    logger: app.log,
    ...(mailer ? { mailer } : {}),
    jobs: jobs ?? null,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestsFirst, { database });
  await app.register(errorEnvelope);
  await app.register(jsonBody);
  await app.register(rejectNulRequests);
  await app.register(securityHeaders);
  await app.register(cookie, { secret: createHmac('sha256', secret).update('cookies').digest('hex') });
  await app.register(authentication, { services });
  await app.register(openApi);
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxBytes, files: 2, fields: 10, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        role: config.role,
        version: appVersion,
        probeLogLevel: probeLogLevel(config),
      });
      await api.register(authRoutes, { services });
      await api.register(socialAuthRoutes, { services });
      await api.register(userRoutes, { services });
      await api.register(userSettingsRoutes, { services });
      await api.register(resourceRoutes, { services });
      await api.register(collectRoutes, { services });
      await api.register(collectProgressRoutes, { services });
      await api.register(costRoutes, { services });
      await api.register(analyticsRoutes, { services });
      await api.register(citationAnalyticsRoutes, { services });
      await api.register(contentAnalyticsRoutes, { services });
      await api.register(optimisationRoutes, { services });
      await api.register(workspaceOverviewRoutes, { services });
      await api.register(answerListRoutes, { services });
      await api.register(topDomainRoutes, { services });
      await api.register(sourceRoutes, { services });
      await api.register(watchRoutes, { services });
      await api.register(alertRoutes, { services });
      await api.register(sourceDetailRoutes, { services });
      await api.register(projectRoutes, { services });
      await api.register(projectSuggestionRoutes, { services });
      await api.register(projectPromptRoutes, { services });
      await api.register(promptReportRoutes, { services });
      await api.register(uploadApiRoutes, { services });
      await api.register(organizationRoutes, { services });
      await api.register(engineConnectionRoutes, { services });
      await api.register(sentimentJudgeRoutes, { services });
      await api.register(promptStatusRoutes, { services });
    },
    { prefix: '/api' },
  );
  await mkdir(config.uploads.dir, { recursive: true });
  await app.register(uploadFileRoutes, { services });
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
