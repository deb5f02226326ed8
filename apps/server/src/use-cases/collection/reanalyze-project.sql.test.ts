import { AuthResponse } from '@sightline/contracts';
import { ensureSegments, listChatsToAnalyze, loadAnalysisProfile, tagPromptsByName } from '@sightline/db';
import {
  rebuildProjectRollups,
  seedSyntheticChats,
  summedRollupTables,
  testDatabaseKinds,
} from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDailyRollupsExact, expectSegmentBlocksExact } from '#testing/rollup-invariants.ts';
import { syntheticAnswerPool } from '#testing/synthetic-answers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { buildProjectAnalysis, createAnalysisCache, type StoredCitation } from './project-analysis.ts';
import { reanalyzeProject } from './reanalyze-project.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

const competitors = [
  { name: '아우라랩', aliases: ['AuraLab'], domains: ['auralab.kr'] },
  { name: '그린테라', aliases: ['Greentera'], domains: ['greentera.com'] },
  { name: '데일리듀', aliases: ['DailyDew'], domains: ['dailydew.kr'] },
];
const tags = ['서울', 'online'];
const newAlias = 'Aura Lab Pro';

/** Sums kept in floating point: the difference path and a rebuild may round their last digits apart. */
const floating = new Set(['impression', 'owned_impression', 'sentiment_sum']);

/**
 * Every summed rollup row of the project (rows emptied to zero left out): per table, a map from each row's other
 * columns (as JSON) to its floating-point sums.
 */
async function rollupSnapshot(t: TestApp, projectId: number): Promise<Record<string, Map<string, number[]>>> {
  const nonZero: Record<string, string> = {
    answers: 'answers + no_answers > 0',
    brands: 'answers_mentioning > 0',
    domains: 'citations > 0',
    urls: 'citations > 0',
    content_types: 'citations <> 0',
  };
  const snapshot: Record<string, Map<string, number[]>> = {};
  for (const table of summedRollupTables) {
    const kind = Object.keys(nonZero).find((k) => table.endsWith(k))!;
    const found = rows<Record<string, unknown>>(
      await t.database.db.execute(
        sql.raw(`select * from ${table} where project_id = ${projectId} and ${nonZero[kind]}`),
      ),
    );
    const byKey = new Map<string, number[]>();
    for (const row of found) {
      const entries = Object.entries(row).sort(([a], [b]) => a.localeCompare(b));
      const key = JSON.stringify(entries.filter(([k]) => !floating.has(k)).map(([k, v]) => [k, String(v)]));
      byKey.set(
        key,
        entries.filter(([k]) => floating.has(k)).map(([, v]) => Number(v)),
      );
    }
    snapshot[table] = byKey;
  }
  return snapshot;
}

/** The same rows in both snapshots, their floating-point sums equal to 1e-6 of their size. */
function expectSameRollups(
  actual: Record<string, Map<string, number[]>>,
  expected: Record<string, Map<string, number[]>>,
) {
  for (const table of summedRollupTables) {
    const a = actual[table]!;
    const e = expected[table]!;
    expect([...a.keys()].sort(), table).toEqual([...e.keys()].sort());
    for (const [key, sums] of e) {
      const got = a.get(key)!;
      sums.forEach((sum, i) => {
        expect(Math.abs(got[i]! - sum), `${table} ${key}`).toBeLessThanOrEqual(
          1e-6 * Math.max(1, Math.abs(sum)),
        );
      });
    }
  }
}

// Minutes under a loaded machine's PGlite, seconds on PostgreSQL.
describe.each(testDatabaseKinds())('batched re-analysis on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('rewrites every chat in batches, leaving rollups equal to a rebuild from scratch, with its progress', async () => {
    // A job queue without a worker: a profile change records the re-analysis as asked for; the test runs it.
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const services = t.services!;
    const registered = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'mina', email: 'mina@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const jwt = registered.jwt;
    const promptTexts = [
      '수분크림 추천',
      '루미엘 선크림 어때?',
      'best serum for dry skin',
      '토너 순위',
      '민감성 세럼',
    ];
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        data: {
          member: registered.user.lastSelectedMemberId,
          workspace: registered.user.lastSelectedWorkspaceId,
          name: '루미엘',
          brandName: '루미엘',
          brandAliases: ['Lumiel'],
          engines: ['chatgpt', 'perplexity', 'gemini'],
          samplesPerRun: 2,
          competitors,
          ownedMedia: [{ kind: 'domain', value: 'lumiel.co.kr' }],
          evaluationItems: [{ name: '가격', keywords: ['가격', 'price', '가성비', 'value'] }],
          queries: promptTexts.map((text) => ({ text, language: /[가-힣]/.test(text) ? 'ko' : 'en' })),
          tags: tags.map((name) => ({ name })),
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data as { id: number; documentId: string };
    await tagPromptsByName(
      t.database.db,
      project.id,
      promptTexts.map((text, i) => ({ text, tags: i % 2 === 0 ? [tags[0]!] : [tags[1]!] })),
    );
    const pool = syntheticAnswerPool(
      [
        { name: '루미엘', aliases: ['Lumiel'], domain: 'lumiel.co.kr' },
        ...competitors.map((c) => ({ name: c.name, aliases: c.aliases, domain: c.domains[0] })),
      ],
      12,
      { extraAlias: newAlias },
    );
    // Eight days across a month's end and a 4-day block's edge: 5 prompts × 3 engines × 2 samples × 8 = 240 chats.
    const stored = await seedSyntheticChats(t.database.db, {
      projectId: project.id,
      from: '2026-01-28',
      to: '2026-02-04',
      samples: 2,
      answers: pool,
      noAnswerEvery: 15,
    });
    expect(stored).toBe(240);
    const db = t.database.db;
    const analyses = createAnalysisCache(db);

    // The first analysis writes every chat's facts and rollups; then two segments, as dashboards build them.
    expect(await reanalyzeProject(services, analyses, project.id, undefined, { batchSize: 37 })).toBe(240);
    const promptIds = rows<{ id: number | string }>(
      await db.execute(sql`select id from prompts where project_id = ${project.id} order by id`),
    ).map((p) => Number(p.id));
    await ensureSegments(
      db,
      project.id,
      [
        { filterKey: 'test:even', promptIds: promptIds.filter((_, i) => i % 2 === 0), sources: true },
        { filterKey: 'test:odd', promptIds: promptIds.filter((_, i) => i % 2 === 1) },
      ],
      '2026-02-04',
    );
    const progressOf = async () => {
      const res = await t!.as(jwt, {
        method: 'GET',
        url: `/api/v1/projects/${project.documentId}/collect-progress`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.reanalysis;
    };
    expect(await progressOf()).toBeNull();

    // A profile change: an alias a fifth of the answers use, and a competitor removed.
    const rivals = (await t.as(jwt, { method: 'GET', url: '/api/competitors' })).json().data as Array<{
      documentId: string;
      name: string;
      aliases: string[];
    }>;
    const aura = rivals.find((c) => c.name === '아우라랩')!;
    const renamed = await t.as(jwt, {
      method: 'PUT',
      url: `/api/competitors/${aura.documentId}`,
      payload: { data: { aliases: [...aura.aliases, newAlias] } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await t.as(jwt, {
      method: 'DELETE',
      url: `/api/competitors/${rivals.find((c) => c.name === '데일리듀')!.documentId}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await progressOf()).toEqual({ percent: 0, done: 0, total: 0, doneBefore: null, startedAt: null });

    const seen: Array<{ percent: number; done: number; total: number; doneBefore: string | null }> = [];
    const count = await reanalyzeProject(services, analyses, project.id, undefined, {
      batchSize: 50,
      onBatch: async () => {
        seen.push(await progressOf());
      },
    });
    expect(count).toBe(240);
    expect(seen.map((p) => p.percent)).toEqual([20, 41, 62, 83, 100]);
    expect(seen.every((p) => p.total === 240)).toBe(true);
    const before = seen.map((p) => p.doneBefore!);
    expect(before).toEqual([...before].sort());
    expect(before[0]! > '2026-01-28').toBe(true);
    expect(await progressOf()).toBeNull();

    // Every chat carries the new key, and its facts are the analysis's.
    const profile = (await loadAnalysisProfile(db, project.id))!;
    const analysis = buildProjectAnalysis(profile);
    expect(await listChatsToAnalyze(db, project.id, analysis.key, null, 1000)).toEqual({
      chats: [],
      next: null,
    });
    const all = (await listChatsToAnalyze(db, project.id, 'none', null, 1000)).chats;
    const expected = all.reduce(
      (sum, chat) => {
        const facts = analysis.analyze({
          text: chat.answer,
          citations: (chat.sourceCitations as StoredCitation[]) ?? [],
          engine: chat.engine,
          language: chat.language,
        });
        return {
          mentions: sum.mentions + facts.mentions.length,
          citations: sum.citations + facts.citations.length,
          aura: sum.aura + facts.mentions.filter((m) => m.brandKey === aura.documentId).length,
        };
      },
      { mentions: 0, citations: 0, aura: 0 },
    );
    const [facts] = rows<{ mentions: number; citations: number; aura: number }>(
      await db.execute(sql`select
        (select count(*)::int from mentions where project_id = ${project.id}) as mentions,
        (select count(*)::int from citations where project_id = ${project.id}) as citations,
        (select count(*)::int from mentions where project_id = ${project.id} and brand_key = ${aura.documentId}) as aura`),
    );
    expect(facts).toEqual(expected);
    expect(expected.aura).toBeGreaterThan(0);

    // The rollups are exact: summed ones equal their per-prompt rows, and everything equals a rebuild from nothing.
    expect(await expectDailyRollupsExact(db)).toBeGreaterThan(0);
    expect(await expectSegmentBlocksExact(db)).toBeGreaterThan(0);
    const kept = await rollupSnapshot(t, project.id);
    expect(kept.rollup_segment_answers!.size).toBeGreaterThan(0);
    expect(kept.rollup_segment_block_urls!.size).toBeGreaterThan(0);
    await rebuildProjectRollups(db, project.id);
    expectSameRollups(kept, await rollupSnapshot(t, project.id));

    // The source catalog knows every cited domain and page, with the days they were cited first and last.
    const [catalog] = rows<{ missing: number; wrong: number }>(
      await db.execute(sql`select
        (select count(*)::int from (select distinct domain from citations where project_id = ${project.id}) c
          where not exists (select 1 from source_domains s where s.project_id = ${project.id} and s.domain = c.domain))
          as missing,
        (select count(*)::int from source_urls s join (select normalized_url, min(day) as f, max(day) as l
          from citations where project_id = ${project.id} group by 1) c using (normalized_url)
          where s.project_id = ${project.id} and (s.first_seen <> c.f or s.last_seen <> c.l)) as wrong`),
    );
    expect(catalog).toEqual({ missing: 0, wrong: 0 });

    // Interrupted after its second batch, the next run lists past the chats done already (whole pages of them) and
    // re-analyses only the rest; the rollups are exact again.
    const restored = await t.as(jwt, {
      method: 'PUT',
      url: `/api/competitors/${aura.documentId}`,
      payload: { data: { aliases: aura.aliases } },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const stop = new AbortController();
    let batches = 0;
    await expect(
      reanalyzeProject(services, analyses, project.id, stop.signal, {
        batchSize: 50,
        onBatch: () => {
          if (++batches === 2) stop.abort(new Error('stopped'));
        },
      }),
    ).rejects.toThrow('stopped');
    const restoredKey = buildProjectAnalysis((await loadAnalysisProfile(db, project.id))!).key;
    const left = (await listChatsToAnalyze(db, project.id, restoredKey, null, 1000)).chats.length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(140);
    expect((await listChatsToAnalyze(db, project.id, restoredKey, null, 50)).chats).toEqual([]);
    expect(await reanalyzeProject(services, analyses, project.id, undefined, { batchSize: 50 })).toBe(left);
    expect(await listChatsToAnalyze(db, project.id, restoredKey, null, 1000)).toEqual({
      chats: [],
      next: null,
    });
    const resumed = await rollupSnapshot(t, project.id);
    await rebuildProjectRollups(db, project.id);
    expectSameRollups(resumed, await rollupSnapshot(t, project.id));
  });
});
