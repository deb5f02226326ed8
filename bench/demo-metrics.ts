/**
 * What the demo shows: seeds the demo on an in-memory PGlite exactly as a first start does (`seedDemoOnFirstStart`:
 * account, project, then the backfill's collects through plan → run jobs → simulator → analysis → rollups), waits
 * until every run has finished, and prints the time that took, then what the screens will show: each brand's
 * answer-based and mention-based share of voice, the sentiment labels of the mentions, the optimisation
 * recommendations each kind found (over the last 30 days and the last 14), and the failed runs with the engine-days
 * that failed whole. Usage: `node bench/demo-metrics.ts [days]` (default 30).
 */

import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemoOnFirstStart } from '../apps/server/src/demo/seed-demo.ts';
import { startJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createServices } from '../apps/server/src/services.ts';
import { startWorker } from '../apps/server/src/worker.ts';
import { daysEndingWith } from '../packages/core/src/index.ts';
import { countFinishedRuns, openDatabase } from '../packages/db/src/index.ts';

const days = Number(process.argv[2] ?? 30);
const secret = 'bench-secret-0123456789abcdef0123456789';
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  DATA_DIR: '/tmp/sightline-bench',
});
const logger = pino({ level: 'silent' });
const database = await openDatabase(config.database);
const jobs = await startJobQueue({ database, config: config.collection, logger, supervise: true });
const services = createServices({ config, database, secret, logger, jobs });
const worker = await startWorker({ services, jobs });
const app = await buildApp({ config, database, secret, jobs });

const started = performance.now();
const seeded = await seedDemoOnFirstStart(services, jobs, { days, print: () => {} });
if (!seeded) throw new Error('the demo was not seeded');
const runsPerDay = 160;
for (;;) {
  if ((await countFinishedRuns(database.db, seeded.projectId)) >= days * runsPerDay) break;
  await new Promise((r) => setTimeout(r, 250));
}
const seconds = (performance.now() - started) / 1000;
console.log(`demo of ${days} days: every run finished ${seconds.toFixed(1)} s after the seed started`);

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/local',
  payload: { identifier: seeded.email, password: seeded.password },
});
const jwt = signIn.json().jwt as string;
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const [project] = (await get('/api/projects')).data as Array<{ documentId: string }>;
const base = `/api/v1/projects/${project!.documentId}`;
const last = seeded.days.at(-1)!;
const range = (n: number) => `from=${daysEndingWith(last, n)[0]}&to=${last}`;

interface BrandRow {
  name: string;
  visibility: { value: number | null };
  shareOfVoice: number | null;
  mentionShareOfVoice: number | null;
  sentiment: { positive: number; neutral: number; negative: number };
}
const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)} %`);
const tracking = (await get(`${base}/tracking?${range(days)}`)).data as { n: number; brands: BrandRow[] };
console.log(`\nanswers (n): ${tracking.n}`);
console.log('brand        visibility   SoV answers   SoV mentions   difference');
const labels = { positive: 0, neutral: 0, negative: 0 };
for (const b of tracking.brands) {
  const gap = (b.mentionShareOfVoice ?? 0) - (b.shareOfVoice ?? 0);
  console.log(
    `${b.name.padEnd(12)} ${pct(b.visibility.value).padStart(10)}   ${pct(b.shareOfVoice).padStart(11)}   ${pct(b.mentionShareOfVoice).padStart(12)}   ${(gap * 100).toFixed(1).padStart(6)} pt`,
  );
  for (const label of ['positive', 'neutral', 'negative'] as const) labels[label] += b.sentiment[label];
}
const mentions = labels.positive + labels.neutral + labels.negative;
console.log(
  `sentiment of ${mentions} mentions: ${(['positive', 'neutral', 'negative'] as const)
    .map((label) => `${label} ${labels[label]} (${pct(labels[label] / mentions)})`)
    .join(', ')}`,
);

for (const window of [30, 14].filter((w) => w <= days)) {
  const report = await get(`${base}/optimisation?${range(window)}`);
  const found = report.meta.found as Record<string, number>;
  console.log(
    `optimisation, last ${window} days (n ${report.meta.n}, before ${report.meta.previousN}): ${Object.entries(
      found,
    )
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
  );
}

let planned = 0;
let failed = 0;
const failedEngineDays: string[] = [];
for (const day of seeded.days) {
  const [y, m, d] = day.split('-');
  const [collect] = (await get(`${base}/collects/${y}/${m}/${d}`)).data as Array<{
    planned: number;
    failed: number;
    runs: Array<{ engine: string; status: string }>;
  }>;
  planned += collect!.planned;
  failed += collect!.failed;
  const byEngine = new Map<string, { all: number; failed: number }>();
  for (const run of collect!.runs) {
    const sums = byEngine.get(run.engine) ?? { all: 0, failed: 0 };
    sums.all += 1;
    if (run.status === 'failed') sums.failed += 1;
    byEngine.set(run.engine, sums);
  }
  for (const [engine, sums] of byEngine)
    if (sums.failed === sums.all) failedEngineDays.push(`${engine} ${day}`);
}
console.log(
  `failed runs: ${failed} of ${planned} (${pct(failed / planned)}); engine-days failed whole: ${failedEngineDays.join(', ') || 'none'}`,
);

await app.close();
await worker.stop();
await jobs.stop();
await database.close();
