/**
 * Dashboard latency: `GET /api/v1/projects/:id/tracking` through the whole HTTP app (auth, validation, queries,
 * report, serialization) with `app.inject`, on a large synthetic project: 300 prompts × 5 engines × 2 samples ×
 * 365 days (≈ 1.1 M answers, ≈ 9 M citations), the own brand and 5 competitors. Bar: p95 ≤ 100 ms on PostgreSQL,
 * ≤ 300 ms on PGlite. In-memory PGlite by default; `BENCH_DATABASE_URL=postgres://…/db` runs on PostgreSQL in that
 * (existing) database, where the benchmark's account and organization, and with them all its rows, are deleted at
 * the end unless `--keep`.
 *
 * Usage: `[BENCH_DATABASE_URL=…] npm run bench:analytics [-- options]`, options (defaults: full scale, 3 warm-ups and
 * 30 timed requests per case, `--warmups N`, `--iterations N`):
 *   --scale       fraction of the 300 prompts (the 365 days, 5 engines and 2 samples stay)
 *   --prompts N   N prompts instead (at most 1000, a project's limit), e.g. `--prompts 1000 --samples 6 --no-domains`
 *                 for ≈ 11 M answers (the 10 M figure; rollups grow with prompts, not with samples)
 *   --samples N   answers per prompt × engine × day (default 2, at most 10 as a project allows)
 *   --days N      days of history (default 365); the cases over longer ranges are skipped. A 30-day case reads the
 *                 same rows whatever the history's length, so `--days 40` shows its plans and relative costs in a
 *                 ninth of the generation time and memory; but its times are lower than at full scale (on PGlite
 *                 about half: the larger tables' pages are read from its in-memory file system, not its buffers),
 *                 so the closing figures use the whole year
 *   --no-domains  leave `rollup_domains` empty (≈ 7.6 M rows at full scale; the tracking endpoint does not read it)
 *   --no-pages    leave the page rollups empty (as many rows again as `rollup_domains`; the source page cases skip)
 *   --analyze     planner statistics as the running product would have them within minutes (default on; `--no-analyze`
 *                 times the plans of a database that never had any): on PostgreSQL `VACUUM ANALYZE` of the rollups
 *                 after loading and `ANALYZE` of the segment rollups after each case's first request (autovacuum);
 *                 on PGlite the server's own upkeep pass (apps/server/src/maintenance/embedded-upkeep.ts,
 *                 every PGLITE_UPKEEP_INTERVAL_SECONDS) at the same two moments
 *   --keep        PostgreSQL: keep the account, project and rows; prints the `--reuse` argument for the next run
 *   --reuse EMAIL PostgreSQL: time the project kept by an earlier `--keep` run instead of generating one (its ranges
 *                 end on the day it was generated); it is kept again
 *   --only REGEX  time only the cases whose label matches REGEX (e.g. `--only 'source|trend|screen'`)
 *
 * Full scale on a 2-core machine: PGlite 18–27 min of generation with the domain and page rollups (1,623 and 1,656 s
 * at stop 33; 1,073 s at stop 34, the other core running browser tests; ≈ 290 s before the page rollups existed) and
 * 15–16 GB peak RSS, or with `--no-domains` ≈ 1.7 min and ≈ 2.6 GB (the source cases then skip); PostgreSQL 4–8 min
 * of generation (478 s at stop 34) and ≈ 2–3 min to delete the rows afterwards (`--keep`, then `--reuse`, to time
 * again without either).
 * `--scale 0.25` cuts generation and memory further: the dashboard reads only the daily rollups, whose size
 * (days × engines [× brands]) does not depend on the number of prompts. Percentiles are only meaningful on an
 * otherwise idle machine: the load average is printed with them.
 *
 * Tag, intent and branded filters and groups read segment rollups (ensure-segment.ts), built by the first report that
 * asks for them: the project's segments are dropped before the cases, and each case prints its first request's time
 * ("first") apart from the percentiles, which time the segments as kept.
 *
 * BENCHMARK-ONLY SHORTCUT: the data is generated inside the database by `seedSyntheticRollups`
 * (packages/db/src/testing/seed-synthetic-rollups.ts), which writes the rollup tables directly, set-based, and
 * derives the daily, domain and block rollups from them as migrations 0003, 0009–0011 backfill them, each in key
 * order (so a block's rows lie together, as fillfactor 50 keeps them when the pipeline updates them day by day). The
 * real pipeline never writes rollups directly: it recomputes them from the facts of analyzed chats. No chat is stored, so `hasSimulatedChats` answers
 * "no" from the empty partial index `chats_project_day_simulated_idx` (with chats it stops at the first simulated
 * one in that index, or finds none for a non-simulated project), and the chat endpoint is not timed.
 */

import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildTrackingReport } from '../apps/server/src/use-cases/analytics/build-tracking-report.ts';
import { trackingRange } from '../apps/server/src/use-cases/report-filter/index.ts';
import { TrackingResponse } from '../packages/contracts/src/index.ts';
import { daysEndingWith, localDay, metricsVersion } from '../packages/core/src/index.ts';
import {
  deleteDocument,
  dropProjectSegments,
  findAnalyticsProject,
  hasSimulatedChats,
  openDatabase,
  sumAnswerRollups,
  sumBrandRollups,
} from '../packages/db/src/index.ts';
import { dashboardCases } from './lib/analytics-cases.ts';
import {
  type BenchUser,
  benchAccount,
  benchEngines,
  benchHttp,
  benchTagNames,
  benchTimezone,
  findKeptBenchProject,
  firstPromptId,
  generateBenchProject,
  settleStatistics,
} from './lib/analytics-project.ts';
import { percentiles, timeRepeated } from './lib/percentiles.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    prompts: { type: 'string' },
    samples: { type: 'string', default: '2' },
    days: { type: 'string', default: '365' },
    domains: { type: 'boolean', default: true },
    pages: { type: 'boolean', default: true },
    analyze: { type: 'boolean' },
    iterations: { type: 'string', default: '30' },
    warmups: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    only: { type: 'string' },
  },
  allowNegative: true,
});
const scale = Number(args.scale);
const iterations = Number(args.iterations);
const warmups = Number(args.warmups);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
const promptCount = args.prompts === undefined ? Math.round(300 * scale) : Number(args.prompts);
if (!(Number.isInteger(promptCount) && promptCount >= 1 && promptCount <= 1000))
  throw new Error('--prompts must be a whole number from 1 to 1000');
const samples = Number(args.samples);
const historyDays = Number(args.days);
if (!(Number.isInteger(historyDays) && historyDays >= 1 && historyDays <= 365))
  throw new Error('--days must be a whole number from 1 to 365');
/** Whether a case's ranges (its label's "N d") fit in the history. */
const fitsHistory = (label: string) =>
  [...label.matchAll(/(\d+) d\b/g)].every((match) => Number(match[1]) <= historyDays);
if (!(Number.isInteger(samples) && samples >= 1 && samples <= 10))
  throw new Error('--samples must be a whole number from 1 to 10');

const started = performance.now();
const url = process.env.BENCH_DATABASE_URL ?? 'memory://';
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  DATA_DIR: '/tmp/sightline-bench',
  WEB_DIST_DIR: '/tmp/sightline-bench/no-web',
  SEED_DEMO: 'false',
  // Every request is computed: the process's analytics cache would answer the timed repeats from memory.
  ANALYTICS_CACHE_ENTRIES: '0',
});
const database = await openDatabase(config.database);
if ((args.keep || args.reuse) && database.kind !== 'postgres') {
  throw new Error('--keep and --reuse need BENCH_DATABASE_URL (an in-memory PGlite ends with the process)');
}
const analyze = args.analyze ?? true;
const app = await buildApp({ config, database, secret: 'bench-secret-0123456789abcdef0123456789' });

const { inject, request } = benchHttp(app);
const engines = benchEngines;
const timezone = benchTimezone;
const fmt = (n: number) => n.toLocaleString('en-US');

// --- Account and project (through the API) with synthetic rollups, or those kept by an earlier run -------------
const account = await benchAccount(request, args.reuse);
const jwt = account.jwt as string;
const user = account.user as BenchUser;
let failures = 0;
try {
  const { project, counts, seedSeconds } = args.reuse
    ? await findKeptBenchProject(database, request, jwt, args.reuse)
    : await generateBenchProject({
        database,
        request,
        jwt,
        user,
        promptCount,
        samples,
        historyDays,
        domains: args.domains,
        pages: args.pages,
        analyze,
      });
  // The ranges end on the last day with data: today, or the day a kept project was generated.
  const lastDay = localDay(new Date(project.createdAt), timezone);
  const days = daysEndingWith(lastDay, historyDays);
  const prompts = counts.rollupAnswers / (days.length * engines.length);
  console.log(
    `analytics latency on ${database.kind === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL (${redact(url)})`}: ` +
      `${fmt(prompts)} prompts × ${engines.length} engines × ${samples} samples × ${days.length} days, own brand + 5 ` +
      `competitors${args.reuse ? `, kept by an earlier run (${args.reuse})` : analyze ? (database.kind === 'postgres' ? ', VACUUM ANALYZE after load' : ", the server's upkeep pass after load") : ', not analyzed'}`,
  );
  console.log(
    `${seedSeconds === null ? 'reused' : `generated in ${seedSeconds.toFixed(1)} s`}: ${fmt(counts.answers)} answers, ` +
      `${fmt(counts.citations)} citations → rollup_answers ${fmt(counts.rollupAnswers)}, rollup_brands ` +
      `${fmt(counts.rollupBrands)}, rollup_domains ${fmt(counts.rollupDomains)}, rollup_daily_answers ` +
      `${fmt(counts.rollupDailyAnswers)}, rollup_daily_brands ${fmt(counts.rollupDailyBrands)}, rollup_block_answers ` +
      `${fmt(counts.rollupBlockAnswers)}, rollup_block_brands ${fmt(counts.rollupBlockBrands)}; no chats stored`,
  );

  // --- Timing -----------------------------------------------------------------------------------------------------
  const bar = database.kind === 'postgres' ? 100 : 300;
  // Latency percentiles on a small machine are only meaningful when nothing else competes for its cores.
  const load = () => `load ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
  console.log(
    `\nEvery dashboard endpoint through the HTTP app, analytics cache off (${warmups} warm-ups, ${iterations} timed; ` +
      `bar p95 ≤ ${bar} ms, source calls ≤ ${database.kind === 'postgres' ? 150 : 400} ms; ${load()})`,
  );
  const workspaces = (await request('GET', '/api/workspaces', jwt)).data as Array<{
    id: number;
    documentId: string;
  }>;
  const workspaceDocumentId = workspaces.find((w) => w.id === user.lastSelectedWorkspaceId)!.documentId;
  const range = (span: number) => `from=${days[days.length - span]}&to=${lastDay}`;
  const cases = dashboardCases({
    project: `/api/v1/projects/${project.documentId}`,
    workspace: `/api/v1/workspaces/${workspaceDocumentId}`,
    range,
    rangeOf: (span: number) => ({ from: days[days.length - span]!, to: lastDay }),
    tag: benchTagNames[0]!,
    prompt: await firstPromptId(request, jwt, project.documentId),
  });
  // Tag, intent and branded filters and groups read segments, built by the first report that asks for them: each
  // case's first request ("first") includes that build when its segments are new.
  await dropProjectSegments(database.db, project.id);
  for (const { label, path, body: payload, source } of cases) {
    if (source === 'pages' && !(args.domains && args.pages) && !args.reuse) continue;
    if (args.only !== undefined && !new RegExp(args.only).test(label)) continue;
    if (!fitsHistory(label)) continue;
    // The source calls' own bar (issue 13): 150 ms on PostgreSQL, 400 ms on PGlite.
    const caseBar = source ? (database.kind === 'postgres' ? 150 : 400) : bar;
    const method = payload === undefined ? 'GET' : 'POST';
    let body = '';
    const t0 = performance.now();
    await inject(method, path, jwt, payload);
    const first = performance.now() - t0;
    // As autovacuum would after a segment build (this machine's server runs without it; PGlite has none).
    if (analyze) await settleStatistics(database);
    const s = stats(
      await time(async () => {
        body = (await inject(method, path, jwt, payload)).body;
      }),
    );
    if (s.p95 > caseBar) failures++;
    console.log(
      `  ${label.padEnd(36)}  ${show(s)}  ${s.p95 <= caseBar ? 'ok ' : 'SLOW'}  (${fmt(body.length)} bytes; first ${first.toFixed(0)} ms)`,
    );
  }
  console.log(
    '  (the answers list, GET …/chats, is not timed here: the synthetic project has rollups but no stored chats)',
  );

  // Where the time of the widest case goes: each step of getTracking alone, then the response serializer (zod
  // encode + JSON.stringify, as fastify-type-provider-zod does). The endpoint runs the three sums concurrently
  // (PGlite executes them one after another on its one connection); the rest is auth (JWT + user lookup),
  // resolveDocument and routing.
  console.log(`\n${days.length} days, all engines, step by step (${load()}):`);
  const whole = trackingRange({ from: days[0], to: lastDay }, lastDay);
  const filter = { projectId: project.id, from: whole.from, to: whole.to, engines: whole.engines };
  const analytics = (await findAnalyticsProject(database.db, project.id))!;
  const answers = await sumAnswerRollups(database.db, filter);
  const brands = await sumBrandRollups(database.db, filter);
  const report = buildTrackingReport({ range: whole, project: analytics, answers, brands, simulated: false });
  const steps: Array<[string, () => unknown]> = [
    ['findAnalyticsProject', () => findAnalyticsProject(database.db, project.id)],
    ['sumAnswerRollups', () => sumAnswerRollups(database.db, filter)],
    ['sumBrandRollups', () => sumBrandRollups(database.db, filter)],
    ['hasSimulatedChats', () => hasSimulatedChats(database.db, filter)],
    [
      'buildTrackingReport',
      () => buildTrackingReport({ range: whole, project: analytics, answers, brands, simulated: false }),
    ],
    [
      'serialize response',
      () => JSON.stringify(TrackingResponse.encode({ data: report, meta: { metricsVersion } })),
    ],
  ];
  for (const [name, work] of steps) {
    console.log(`  ${name.padEnd(20)}  ${show(stats(await time(async () => work())))}`);
  }
} finally {
  await app.close();
  if (database.kind === 'postgres' && (args.keep || args.reuse)) {
    console.log(`\nkept the benchmark project: time it again with --reuse ${user.email}`);
  } else if (database.kind === 'postgres') {
    const cleanupStarted = performance.now();
    await deleteDocument(database.db, 'sightline-organizations', user.lastSelectedOrganizationId);
    await deleteDocument(database.db, 'users', user.id);
    const seconds = ((performance.now() - cleanupStarted) / 1000).toFixed(1);
    console.log(`\ndeleted the benchmark organization and its rows in ${seconds} s`);
  }
  await database.close();
}
console.log(
  `\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind}; peak RSS ` +
    `${Math.round(process.resourceUsage().maxRSS / 1024)} MB; ` +
    `${failures === 0 ? 'every case within the bar' : `${failures} case(s) over the bar`}`,
);

type Stats = ReturnType<typeof percentiles>;
function stats(ms: number[]): Stats {
  return percentiles(ms);
}

function show(s: Stats): string {
  return `p50 ${s.p50.toFixed(1)}  p95 ${s.p95.toFixed(1)}  max ${s.max.toFixed(1)} ms`;
}

function time(work: () => Promise<unknown>): Promise<number[]> {
  return timeRepeated(work, warmups, iterations);
}

function redact(value: string): string {
  const parsed = new URL(value);
  parsed.password = '';
  return parsed.toString();
}
