import type { DatabaseHandle } from '@sightline/db';
import type { FastifyBaseLogger } from 'fastify';
import { SessionTokens } from './auth/session-tokens.ts';
import type { Config } from './config.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

/** What use-cases work with: the database, tokens, mail and configuration. Built once per process. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  tokens: SessionTokens;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

export function createServices(input: {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  logger: FastifyBaseLogger;
  mailer?: Mailer;
}): Services {
  return {
    config: input.config,
    database: input.database,
    db: input.database.db,
    tokens: new SessionTokens(input.secret, input.config.auth.jwtExpiresIn),
    mailer: input.mailer ?? createMailer(input.config, input.logger),
    logger: input.logger,
  };
}
