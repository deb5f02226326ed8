/**
 * End-to-end ingest: chats per second through the real pipeline (plan → pg-boss run jobs → simulated engine →
 * analysis → chat, facts and rollups in one transaction) on an in-memory PGlite, or on PostgreSQL with
 * BENCH_DATABASE_URL. Usage: `npm run bench:ingest [-- days]` (default 3 days × 40 prompts × 4 engines = 480 chats).
 */

import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDemoProject } from '../apps/server/src/demo/seed-demo.ts';
import { startJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createServices } from '../apps/server/src/services.ts';
import { startWorker } from '../apps/server/src/worker.ts';
import { daysEndingWith, localDay } from '../packages/core/src/index.ts';
import {
  countFinishedRuns,
  deleteDocument,
  findUserById,
  openDatabase,
  planCollect,
} from '../packages/db/src/index.ts';

const days = Number(process.argv[2] ?? 3);
const url = process.env.BENCH_DATABASE_URL ?? 'memory://';
const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: '/tmp/sightline-bench' });
const logger = pino({ level: 'silent' });
const database = await openDatabase(config.database);
const jobs = await startJobQueue({ database, config: config.collection, logger, supervise: true });
const services = createServices({
  config,
  database,
  secret: 'bench-secret-0123456789abcdef0123456789',
  logger,
  jobs,
});
// The demo account's username is fixed ("demo"): on PostgreSQL the account and its organization are deleted at the
// end, so the next run can create it again.
const { projectId, userId } = await createDemoProject(services, `bench-${Date.now()}@sightline.local`);
const worker = await startWorker({ services, jobs });

const dayList = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), days);
const started = performance.now();
let planned = 0;
for (const day of dayList) {
  const collect = await planCollect(database.db, {
    projectId,
    day,
    key: `bench:${day}`,
    trigger: 'backfill',
  });
  planned += collect.planned;
  await jobs.enqueueRuns(collect.pending);
}
const rss: number[] = [];
for (;;) {
  const done = await countFinishedRuns(database.db, projectId);
  rss.push(process.memoryUsage().rss);
  if (done >= planned) break;
  await new Promise((r) => setTimeout(r, 250));
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `ingest (${database.kind}): ${planned} chats in ${seconds.toFixed(1)} s = ${(planned / seconds).toFixed(1)} chats/s ` +
    `(${days} days × ${planned / days} runs/day; peak RSS ${Math.round(Math.max(...rss) / 1024 / 1024)} MB)`,
);
await worker.stop();
await jobs.stop();
if (database.kind === 'postgres') {
  const user = await findUserById(database.db, userId);
  await deleteDocument(database.db, 'sightline-organizations', user!.lastSelectedOrganizationId!);
  await deleteDocument(database.db, 'users', userId);
}
await database.close();
