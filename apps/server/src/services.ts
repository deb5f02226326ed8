import type { DatabaseHandle } from '@sightline/db';
import type { FastifyBaseLogger } from 'fastify';
import { SessionTokens } from './auth/session-tokens.ts';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

/** What use-cases work with: the database, tokens, mail and configuration. Built once per process. */
export interface Services {
  config: Config;
  /** The server secret (`resolveSecret(config)`): keys for tokens, cookies and engine keys are derived from it. */
  secret: string;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  tokens: SessionTokens;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Background jobs; null where no queue runs (most unit tests). */
  jobs: JobQueue | null;
}

export function createServices(input: {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  logger: FastifyBaseLogger;
  mailer?: Mailer;
  jobs?: JobQueue | null;
}): Services {
  return {
    config: input.config,
    secret: input.secret,
    database: input.database,
    db: input.database.db,
    tokens: new SessionTokens(input.secret, input.config.auth.jwtExpiresIn),
    mailer: input.mailer ?? createMailer(input.config, input.logger),
    logger: input.logger,
    jobs: input.jobs ?? null,
  };
}
