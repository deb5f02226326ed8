import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '@sightline/db';
import { createTestDatabase, type TestDatabase } from '@sightline/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../src/mail/mailer.ts';
import { createServices, type Services } from '../src/services.ts';
import type { EngineForRun } from '../src/use-cases/collection/engine-for-run.ts';
import { startWorker, type Worker } from '../src/worker.ts';

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
  /** With `options.jobs`: the job queue, the worker consuming it and the services it works with. */
  jobs: JobQueue | null;
  worker: Worker | null;
  services: Services | null;
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
  options: { fileMail?: boolean; jobs?: boolean | { engineFor?: EngineForRun; worker?: boolean } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Every test request comes from 127.0.0.1: limits that protect real servers are lifted unless a test sets them.
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '100000',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    RUN_NOW_COOLDOWN_SECONDS: '0',
    COLLECT_RETRY_DELAY_SECONDS: '1',
    REANALYSIS_DELAY_SECONDS: '1',
    ...env,
  });
  const mailer = new MemoryMailer();
  const jobOptions = options.jobs === true ? {} : options.jobs || null;
  let jobs: JobQueue | null = null;
  let worker: Worker | null = null;
  let services: Services | null = null;
  if (jobOptions) {
    const logger = (await import('pino')).default({ level: 'silent' });
    jobs = await startJobQueue({ database, config: config.collection, logger, supervise: true });
    // A PGlite shared by the tests of a file keeps pg-boss's schema (fast) but must not keep its jobs: run ids
    // restart with the emptied tables, and job ids are derived from them.
    await jobs.boss.deleteAllJobs();
    for (const schedule of await jobs.boss.getSchedules())
      await jobs.boss.unschedule(schedule.name, schedule.key);
    // With `fileMail`, the worker's mail (e.g. a budget notice) goes to DATA_DIR/mail through the real mailer too.
    services = createServices({
      config,
      database,
      secret: testSecret,
      logger,
      ...(options.fileMail ? {} : { mailer }),
      jobs,
    });
    if (jobOptions.worker !== false) {
      worker = await startWorker({
        services,
        jobs,
        ...(jobOptions.engineFor ? { engineFor: jobOptions.engineFor } : {}),
      });
    }
  }
  const app = await buildApp({
    config,
    database,
    secret: testSecret,
    ...(options.fileMail ? {} : { mailer }),
    ...(jobs ? { jobs } : {}),
  });
  return {
    app,
    database,
    mailer,
    dataDir,
    jobs,
    worker,
    services,
    async close() {
      await app.close();
      await worker?.stop();
      await jobs?.stop();
      await database.close();
      // Uploads and mails of this app only: leave nothing behind in the system's temporary folder.
      await rm(dataDir, { recursive: true, force: true });
    },
    as(jwt, options) {
      const headers = { ...(options.headers ?? {}), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) };
      return app.inject({ ...options, headers });
    },
  };
}
