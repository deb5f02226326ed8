/**
 * Re-analysis throughput: chats per second when a project's profile changes and its whole history is analysed again
 * (apps/server/src/use-cases/collection/reanalyze-project.ts: batches of thousands of chats per transaction, facts
 * replaced set-based, each affected rollup key recomputed once per batch). Bar (issue 14): ≥ 2,000 chats/s on
 * PostgreSQL, ≥ 1,000 on PGlite.
 *
 * The project is made through the HTTP app (own brand + 5 competitors, prompts in four tags, 5 engines, 2 samples),
 * its history stored by `seedSyntheticChats` (BENCHMARK-ONLY: collects, runs and chats without facts, answers drawn
 * from a pool of ~1.5 k-character Korean and English answers, apps/server/testing/synthetic-answers.ts),
 * not analysed yet. Then, timed:
 *   1. the first analysis of that history (every chat's facts and rollups written from nothing), with two tag
 *      segments (one with source rows) built before it, so the segment rollups are kept too;
 *   2. a competitor's aliases changed through the API (an alias a fifth of the answers use), and the re-analysis
 *      that follows (facts replaced, rollups moved by difference) — the number the bar is about.
 *
 * Usage: `[BENCH_DATABASE_URL=postgres://…/db] npm run bench:reanalysis [-- --chats N] [-- --batch N]`
 *   --chats N  answers to store (default 30,000: 300 prompts × 5 engines × 2 samples × 10 days, a few minutes);
 *              the days grow with N (at most 365) and then the prompts (at most 300 for 365 days):
 *              `--chats 1100000` is the full scale of issue 14 (300 × 5 × 2 × 365 ≈ 1.1 M answers).
 *   --batch N  chats per transaction (default the application's).
 *   --watches  give the project three watches (a domain, a keyword, the renamed competitor), as the demo has, so
 *              that every batch also matches its changed chats against them.
 *   --analyze  planner statistics after loading, during and after the first analysis (default on, `--no-analyze` to
 *              skip): on PostgreSQL `VACUUM ANALYZE` of the history's tables, as autovacuum would within a minute; on
 *              PGlite the server's own upkeep (apps/server/src/maintenance/embedded-upkeep.ts: statistics and a
 *              checkpoint), which also runs on its timer throughout, as in the product. On a
 *              server without statistics (autovacuum off, as on this machine's) the full-scale re-analysis planned its
 *              rollup recompute badly: ≈ 250 chats/s instead of ≈ 2,500.
 *   --keep     (PostgreSQL) keep the benchmark's account and project at the end, recorded in
 *              /tmp/sightline-bench/reanalysis-kept.json, so that the re-analysis alone can be measured again;
 *   --reuse    (PostgreSQL) skip the loading and the first analysis: take the kept project, change the competitor's
 *              aliases once more (the alias added or taken away) and time that re-analysis (deleted at the end unless
 *              --keep is given again). Profiling a full-scale re-analysis then costs ten minutes, not an hour.
 * In-memory PGlite by default. On PostgreSQL the database must exist (e.g. `createdb -h 127.0.0.1 -U postgres
 * bench_reanalysis`); the benchmark's account and organization, and with them all its rows, are deleted at the end.
 *   --pglite-dir DIR  PGlite on disk in DIR (a folder under /tmp, emptied first), as `npm start` keeps it. Full scale
 *              needs it: in memory, the answers, their facts and rollups outgrow this machine's 24 GB (killed at 22 GB
 *              RSS during the first analysis, stop 34, before the server checkpointed PGlite). On disk at stop 34:
 *              first analysis 466 chats/s, re-analysis 1,095,000 chats in 459.6 s = 2,383 chats/s, peak RSS 1.4 GB,
 *              52 min in all (the on-disk files reached 12 GB of tables and 22 GB of write-ahead log, unchecked).
 */

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startEmbeddedUpkeep } from '../apps/server/src/maintenance/embedded-upkeep.ts';
import { createServices } from '../apps/server/src/services.ts';
import { createAnalysisCache } from '../apps/server/src/use-cases/collection/project-analysis.ts';
import { reanalyzeProject } from '../apps/server/src/use-cases/collection/reanalyze-project.ts';
import { syntheticAnswerPool } from '../apps/server/testing/synthetic-answers.ts';
import { daysEndingWith, localDay } from '../packages/core/src/index.ts';
import {
  analyzeHistoryTables,
  deleteDocument,
  ensureSegments,
  findReanalysisProgress,
  openDatabase,
  tagPromptsByName,
} from '../packages/db/src/index.ts';
import { seedSyntheticChats } from '../packages/db/src/testing/seed-synthetic-chats.ts';

const { values: args } = parseArgs({
  options: {
    chats: { type: 'string', default: '30000' },
    batch: { type: 'string' },
    analyze: { type: 'boolean' },
    watches: { type: 'boolean', default: false },
    'pglite-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const wanted = Number(args.chats);
if (!(Number.isInteger(wanted) && wanted >= 100)) throw new Error('--chats must be a whole number ≥ 100');
const batchSize = args.batch === undefined ? undefined : Number(args.batch);
const engines = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio'];
const samples = 2;
const perDay = 300 * engines.length * samples;
const dayCount = Math.min(365, Math.max(1, Math.round(wanted / perDay)));
const promptCount = Math.min(300, Math.max(1, Math.round(wanted / (dayCount * engines.length * samples))));

const fmt = (n: number) => n.toLocaleString('en-US');
const pgliteDir = args['pglite-dir'];
if (pgliteDir !== undefined) {
  if (!pgliteDir.startsWith('/tmp/'))
    throw new Error('--pglite-dir must be a folder under /tmp (it is emptied)');
  await rm(pgliteDir, { recursive: true, force: true });
}
// PGlite on disk when --pglite-dir is given (openDatabase keeps it in <DATA_DIR>/db), else in memory.
const url = pgliteDir !== undefined ? undefined : (process.env.BENCH_DATABASE_URL ?? 'memory://');
const config = loadConfig({
  LOG_LEVEL: 'silent',
  ...(url === undefined ? {} : { DATABASE_URL: url }),
  DATA_DIR: pgliteDir ?? '/tmp/sightline-bench',
  WEB_DIST_DIR: '/tmp/sightline-bench/no-web',
  SEED_DEMO: 'false',
});
const database = await openDatabase(config.database);
const secret = 'bench-secret-0123456789abcdef0123456789';
const app = await buildApp({ config, database, secret });
const services = createServices({ config, database, secret, logger: pino({ level: 'silent' }) });
const timezone = 'Asia/Seoul';
const tagNames = ['서울', '부산', 'online', 'offline'];
const competitors = [
  { name: '아우라랩', aliases: ['AuraLab'], domains: ['auralab.kr'] },
  { name: '그린테라', aliases: ['Greentera'], domains: ['greentera.com'] },
  { name: '소나무뷰티', aliases: ['Sonamoo Beauty'], domains: ['sonamoobeauty.co.kr'] },
  { name: '데일리듀', aliases: ['DailyDew'], domains: ['dailydew.kr'] },
  { name: '메이플스킨', aliases: ['Maple Skin'], domains: ['mapleskin.co.kr'] },
];
const newAlias = 'Aura Lab Pro';
const password = 'correct horse battery staple';
const keptFile = '/tmp/sightline-bench/reanalysis-kept.json';
if ((args.keep || args.reuse) && database.kind !== 'postgres')
  throw new Error('--keep and --reuse need PostgreSQL');

interface Kept {
  identifier: string;
  projectId: number;
}
const kept = args.reuse ? (JSON.parse(await readFile(keptFile, 'utf8')) as Kept) : undefined;
const identifier = kept?.identifier ?? `bench${Date.now()}`;
const account = kept
  ? await request('POST', '/api/auth/local', undefined, { identifier, password })
  : await request('POST', '/api/auth/local/register', undefined, {
      username: identifier,
      email: `${identifier}@sightline.local`,
      password,
    });
const jwt = account.jwt as string;
const user = account.user as {
  id: number;
  lastSelectedOrganizationId: number;
  lastSelectedMemberId: number;
  lastSelectedWorkspaceId: number;
};
const analyze = args.analyze ?? true;
// On PGlite the server's upkeep runs as in the product (every PGLITE_UPKEEP_INTERVAL_SECONDS, and at the moments
// below where autovacuum would analyse on PostgreSQL): its passes' time is part of what is measured.
const upkeep = startEmbeddedUpkeep({
  database,
  logger: pino({ level: 'silent' }),
  intervalMs: analyze ? config.embeddedUpkeep.intervalMs : 0,
});
try {
  const projectId = kept?.projectId ?? (await loadAndAnalyse());
  if (args.keep) {
    await mkdir('/tmp/sightline-bench', { recursive: true });
    await writeFile(keptFile, JSON.stringify({ identifier, projectId } satisfies Kept));
  }
  await reanalyseAfterAliasChange(projectId);
} finally {
  await upkeep.stop();
  await app.close();
  if (database.kind === 'postgres' && !args.keep) {
    const cleanup = performance.now();
    await deleteDocument(database.db, 'sightline-organizations', user.lastSelectedOrganizationId);
    await deleteDocument(database.db, 'users', user.id);
    console.log(`deleted the benchmark's rows in ${((performance.now() - cleanup) / 1000).toFixed(1)} s`);
  }
  await database.close();
}
console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);

/**
 * Makes the project, stores its history, builds two segments (and the watches), and times the first analysis. The
 * project's id.
 */
async function loadAndAnalyse(): Promise<number> {
  const promptTexts = Array.from(
    { length: promptCount },
    (_, i) =>
      `${i % 8 === 0 ? '루미엘 ' : ''}${['수분크림', 'sunscreen', '세럼', 'toner'][i % 4]} 추천 (${i + 1})`,
  );
  const created = await request('POST', '/api/projects', jwt, {
    data: {
      member: user.lastSelectedMemberId,
      workspace: user.lastSelectedWorkspaceId,
      name: 'Re-analysis bench',
      brandName: '루미엘',
      brandAliases: ['Lumiel'],
      timezone,
      engines,
      samplesPerRun: samples,
      competitors,
      ownedMedia: [{ kind: 'domain', value: 'lumiel.co.kr' }],
      evaluationItems: [{ name: '가격', keywords: ['가격', 'price', '가성비', 'value'] }],
      queries: promptTexts.map((text, i) => ({ text, language: i % 10 < 7 ? 'ko' : 'en' })),
      tags: tagNames.map((name) => ({ name })),
    },
  });
  const project = created.data as { id: number; documentId: string; createdAt: string };
  await tagPromptsByName(
    database.db,
    project.id,
    promptTexts.map((text, i) => ({ text, tags: [tagNames[i % 4]!] })),
  );
  const today = localDay(new Date(project.createdAt), timezone);
  const days = daysEndingWith(today, dayCount);
  const pool = syntheticAnswerPool(
    [
      { name: '루미엘', aliases: ['Lumiel'], domain: 'lumiel.co.kr' },
      ...competitors.map((c) => ({ name: c.name, aliases: c.aliases, domain: c.domains[0] })),
    ],
    400,
    { extraAlias: newAlias },
  );
  let t0 = performance.now();
  const stored = await seedSyntheticChats(database.db, {
    projectId: project.id,
    from: days[0]!,
    to: today,
    samples,
    answers: pool,
    noAnswerEvery: 40,
  });
  console.log(
    `re-analysis on ${database.kind === 'pglite' ? (pgliteDir === undefined ? 'PGlite (in memory)' : `PGlite (on disk, ${pgliteDir})`) : 'PostgreSQL'}: ${fmt(promptCount)} prompts × ` +
      `${engines.length} engines × ${samples} samples × ${dayCount} days = ${fmt(stored)} chats stored in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s; batch ${batchSize ?? 'default'}`,
  );

  // Two tag segments, as dashboards build them: the recompute keeps them by difference.
  const promptIds = await projectPromptIds(project.documentId);
  await ensureSegments(
    database.db,
    project.id,
    [
      { filterKey: 'bench:tag0', promptIds: promptIds.filter((_, i) => i % 4 === 0), sources: true },
      { filterKey: 'bench:tag1', promptIds: promptIds.filter((_, i) => i % 4 === 1) },
    ],
    today,
  );

  if (args.watches) {
    t0 = performance.now();
    const rivalKey = (
      (await request('GET', '/api/competitors', jwt)).data as Array<{ documentId: string; name: string }>
    ).find((c) => c.name === '아우라랩')!.documentId;
    for (const data of [
      { name: 'namu.wiki', kind: 'domain', target: 'namu.wiki' },
      { name: 'keyword', kind: 'keyword', target: '추천' },
      { name: 'rival', kind: 'brand', target: rivalKey },
    ]) {
      await request('POST', `/api/v1/projects/${project.documentId}/watches`, jwt, { data });
    }
    console.log(
      `  three watches created and counted over the history in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }

  const analyses = createAnalysisCache(database.db);
  if (analyze) await settleStatistics();
  t0 = performance.now();
  // Autovacuum analyses a growing table as its rows change; without it (this machine's server, PGlite) the facts
  // tables keep the statistics of when they were empty and their writes plan as scans. The history's tables are
  // analysed after the first batches and then every 100.
  let batches = 0;
  const first = await reanalyzeProject(services, analyses, project.id, undefined, {
    batchSize,
    onBatch: async () => {
      batches++;
      if (analyze && (batches === 3 || batches % 100 === 0)) await settleStatistics();
    },
  });
  const firstSeconds = (performance.now() - t0) / 1000;
  console.log(
    `  first analysis (facts and rollups from nothing): ${fmt(first)} chats in ${firstSeconds.toFixed(1)} s = ` +
      `${fmt(Math.round(first / firstSeconds))} chats/s`,
  );

  if (analyze) {
    t0 = performance.now();
    await settleStatistics();
    console.log(
      `  ${database.kind === 'postgres' ? 'VACUUM ANALYZE' : "the server's upkeep pass"} after the first ` +
        `analysis: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  return project.id;
}

/**
 * Statistics as the running product would have them: autovacuum on PostgreSQL, the server's own upkeep pass
 * (statistics, then a checkpoint) on PGlite.
 */
async function settleStatistics(): Promise<void> {
  if (database.kind === 'postgres') await analyzeHistoryTables(database.db);
  else await upkeep.runOnce();
}

/** Adds the new alias to the competitor (takes it away when it has it) and times the re-analysis that follows. */
async function reanalyseAfterAliasChange(projectId: number): Promise<void> {
  const analyses = createAnalysisCache(database.db);
  if (kept && (args.analyze ?? true)) {
    // As autovacuum would have done since the last re-analysis left its dead rows.
    const started = performance.now();
    await analyzeHistoryTables(database.db);
    console.log(
      `  VACUUM ANALYZE of the kept history: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const rivals = (await request('GET', '/api/competitors', jwt)).data as Array<{
    documentId: string;
    name: string;
    aliases: string[];
  }>;
  const rival = rivals.find((c) => c.name === '아우라랩')!;
  const aliases = rival.aliases.includes(newAlias)
    ? rival.aliases.filter((a) => a !== newAlias)
    : [...rival.aliases, newAlias];
  await request('PUT', `/api/competitors/${rival.documentId}`, jwt, { data: { aliases } });
  const t0 = performance.now();
  let peakPercent = 0;
  const watch = setInterval(() => {
    void findReanalysisProgress(database.db, projectId).then((p) => {
      if (p && p.total > 0) peakPercent = Math.max(peakPercent, p.done / p.total);
    });
  }, 1000);
  const again = await reanalyzeProject(services, analyses, projectId, undefined, { batchSize });
  clearInterval(watch);
  const seconds = (performance.now() - t0) / 1000;
  const rate = Math.round(again / seconds);
  const bar = database.kind === 'postgres' ? 2000 : 1000;
  console.log(
    `  re-analysis after an alias ${aliases.includes(newAlias) ? 'added' : 'taken away'}: ${fmt(again)} chats in ${seconds.toFixed(1)} s = ${fmt(rate)} chats/s ` +
      `(bar ≥ ${fmt(bar)}: ${rate >= bar ? 'ok' : 'SLOW'})`,
  );
  const left = await findReanalysisProgress(database.db, projectId);
  console.log(`  progress afterwards: ${left === null ? 'idle (finished)' : JSON.stringify(left)}`);
}

async function request(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: path,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** The project's prompt ids in creation order. */
async function projectPromptIds(projectDocumentId: string): Promise<number[]> {
  const list = await request(
    'GET',
    `/api/prompts?filters[project][documentId][$eq]=${projectDocumentId}&pagination[pageSize]=1000&sort=id:asc`,
    jwt,
  );
  return (list.data as Array<{ id: number }>).map((p) => p.id);
}
