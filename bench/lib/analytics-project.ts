/**
 * The project `bench:analytics` times (bench/analytics-latency.ts): its account and project made through the HTTP
 * app, the synthetic rollups written into the database (BENCHMARK-ONLY: `seedSyntheticRollups`), or the project an
 * earlier `--keep` run left; and the planner statistics the running product would have by then.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { startEmbeddedUpkeep } from '../../apps/server/src/maintenance/embedded-upkeep.ts';
import { daysEndingWith, localDay } from '../../packages/core/src/index.ts';
import { analyzeSegmentTables, type DatabaseHandle, tagPromptsByName } from '../../packages/db/src/index.ts';
import {
  countProjectRollups,
  type SyntheticRollupCounts,
  seedSyntheticContentTypes,
  seedSyntheticRollups,
} from '../../packages/db/src/testing/seed-synthetic-rollups.ts';

export const benchProjectName = 'Analytics latency bench';
export const benchPassword = 'correct horse battery staple';
export const benchEngines = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio'];
export const benchTimezone = 'Asia/Seoul';
export const benchTagNames = ['서울', '부산', 'online', 'offline'];
const intents = ['informational', 'commercial', 'transactional', 'navigational'] as const;

export interface BenchUser {
  id: number;
  email: string;
  lastSelectedOrganizationId: number;
  lastSelectedMemberId: number;
  lastSelectedWorkspaceId: number;
}
export interface BenchProject {
  id: number;
  documentId: string;
  createdAt: string;
}
export interface BenchSetup {
  project: BenchProject;
  counts: SyntheticRollupCounts;
  /** Generation time; null for a kept project. */
  seedSeconds: number | null;
}

/** `app.inject` with a JSON body and a Bearer token (throws unless 200), and the same returning the parsed body. */
export function benchHttp(app: FastifyInstance) {
  const inject = async (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: path,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const request = async (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    (await inject(method, path, token, payload)).json() as Record<string, unknown>;
  return { inject, request };
}
type Request = ReturnType<typeof benchHttp>['request'];

/** Signs in as the kept account, or registers a new one. */
export function benchAccount(request: Request, reuse: string | undefined) {
  if (reuse)
    return request('POST', '/api/auth/local', undefined, { identifier: reuse, password: benchPassword });
  const username = `bench${Date.now()}`;
  return request('POST', '/api/auth/local/register', undefined, {
    username,
    email: `${username}@sightline.local`,
    password: benchPassword,
  });
}

/**
 * The planner statistics the running product would have by now: autovacuum's `ANALYZE` of the segment rollups on
 * PostgreSQL (the rollups were analysed after loading), the server's own upkeep pass on PGlite (statistics, then a
 * checkpoint). The tables analysed (none listed on PostgreSQL).
 */
export async function settleStatistics(database: DatabaseHandle): Promise<string[]> {
  if (database.kind === 'postgres') {
    await analyzeSegmentTables(database.db);
    return [];
  }
  return startEmbeddedUpkeep({ database, logger: pino({ level: 'silent' }), intervalMs: 0 }).runOnce();
}

export interface GenerateOptions {
  database: DatabaseHandle;
  request: Request;
  jwt: string;
  user: BenchUser;
  promptCount: number;
  samples: number;
  historyDays: number;
  domains: boolean;
  pages: boolean;
  analyze: boolean;
}

/** A new project (through the API) whose history of `historyDays` days is written as synthetic rollups. */
export async function generateBenchProject(options: GenerateOptions): Promise<BenchSetup> {
  const { database, request, jwt, user, promptCount, samples, analyze } = options;
  const topics = [
    '수분크림',
    '선크림',
    '클렌저',
    '토너',
    '세럼',
    'moisturizer',
    'sunscreen',
    'serum',
    '립밤',
  ];
  const asks = ['추천해줘', '순위 알려줘', '가성비 좋은 브랜드', '민감성 피부용', '비교해줘', '어디서 사?'];
  // Every eighth prompt names the own brand (a branded prompt).
  const promptTexts = Array.from(
    { length: promptCount },
    (_, i) =>
      `${i % 8 === 0 ? '루미엘 ' : ''}${topics[i % topics.length]} ${asks[Math.floor(i / topics.length) % asks.length]} (${i + 1})`,
  );
  const created = await request('POST', '/api/projects', jwt, {
    data: {
      member: user.lastSelectedMemberId,
      workspace: user.lastSelectedWorkspaceId,
      name: benchProjectName,
      brandName: '루미엘',
      brandAliases: ['Lumiel'],
      timezone: benchTimezone,
      engines: benchEngines,
      samplesPerRun: samples,
      competitors: [
        { name: '아우라랩', aliases: ['AuraLab'], domains: ['auralab.kr'] },
        { name: '그린테라', aliases: ['Greentera'], domains: ['greentera.com'] },
        { name: '소나무뷰티', aliases: ['Sonamoo Beauty'], domains: ['sonamoobeauty.co.kr'] },
        { name: '데일리듀', aliases: ['DailyDew'], domains: ['dailydew.kr'] },
        { name: '메이플스킨', aliases: ['Maple Skin'], domains: ['mapleskin.co.kr'] },
      ],
      ownedMedia: [{ kind: 'domain', value: 'lumiel.co.kr' }],
      queries: promptTexts.map((text, i) => ({
        text,
        language: i % 10 < 7 ? 'ko' : 'en',
        intent: intents[i % intents.length],
      })),
      tags: benchTagNames.map((name) => ({ name })),
    },
  });
  const project = created.data as BenchProject;
  // Each prompt in one of the four tags (a tag filter keeps a quarter of them); every tenth also in a second one.
  await tagPromptsByName(
    database.db,
    project.id,
    promptTexts.map((text, i) => ({
      text,
      tags: i % 10 === 0 ? [benchTagNames[i % 4]!, benchTagNames[(i + 1) % 4]!] : [benchTagNames[i % 4]!],
    })),
  );
  const today = localDay(new Date(project.createdAt), benchTimezone);
  const days = daysEndingWith(today, options.historyDays);
  const seedStarted = performance.now();
  const counts = await seedSyntheticRollups(database.db, {
    projectId: project.id,
    from: days[0]!,
    to: today,
    samples,
    domains: options.domains,
    pages: options.domains && options.pages,
    analyze: analyze && database.kind === 'postgres',
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (analyze && database.kind === 'pglite') {
    const started = performance.now();
    const tables = await settleStatistics(database);
    console.log(
      `the server's upkeep pass on PGlite: ${tables.length} tables analysed and a checkpoint in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return { project, counts, seedSeconds };
}

/** The project an earlier `--keep` run left in the signed-in account. */
export async function findKeptBenchProject(
  database: DatabaseHandle,
  request: Request,
  jwt: string,
  reuse: string,
): Promise<BenchSetup> {
  const list = (await request('GET', '/api/projects', jwt)).data as Array<BenchProject & { name: string }>;
  const project = list.find((p) => p.name === benchProjectName);
  if (!project) throw new Error(`${reuse} has no project named ${benchProjectName}`);
  let counts = await countProjectRollups(database.db, project.id);
  if (counts.rollupContentTypes === 0 && counts.rollupUrls > 0) {
    // Kept before the content-type rollups existed: filled from its page rows, as generation does.
    const started = performance.now();
    await seedSyntheticContentTypes(database.db, project.id);
    await database.db.execute(
      sql`vacuum analyze rollup_content_types, rollup_daily_content_types, rollup_block_content_types`,
    );
    counts = await countProjectRollups(database.db, project.id);
    console.log(
      `filled the kept project's content-type rollups (${counts.rollupContentTypes.toLocaleString('en-US')} rows) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return { project, counts, seedSeconds: null };
}

/** The document id of the project's first prompt (for a one-prompt filter). */
export async function firstPromptId(
  request: Request,
  jwt: string,
  projectDocumentId: string,
): Promise<string> {
  const list = await request(
    'GET',
    `/api/prompts?filters[project][documentId][$eq]=${projectDocumentId}&pagination[pageSize]=1&sort=id:asc`,
    jwt,
  );
  return (list.data as Array<{ documentId: string }>)[0]!.documentId;
}
