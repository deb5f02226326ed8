import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '@sightline/db';
import { createTestDatabase, type TestDatabase } from '@sightline/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

export const testSecret = 'test-secret-0123456789abcdef0123456789abcdef';

/** A mailer that keeps what it would send, for tests to read. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  last(to?: string): MailMessage | undefined {
    return this.sent.filter((m) => !to || m.to === to).at(-1);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  mailer: MemoryMailer;
  dataDir: string;
  close(): Promise<void>;
  /** `app.inject` with a Bearer token. */
  as(jwt: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The whole HTTP app on a fresh test database, with files in a temp directory and mail kept in memory (or, with
 * `fileMail`, written to DATA_DIR/mail by the real mailer).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { fileMail?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    secret: testSecret,
    ...(options.fileMail ? {} : { mailer }),
  });
  return {
    app,
    database,
    mailer,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
    as(jwt, options) {
      const headers = { ...(options.headers ?? {}), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) };
      return app.inject({ ...options, headers });
    },
  };
}
