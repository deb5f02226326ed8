import { listOldestAnalysisKeys, planCollect, startRun, storeChat } from '@sightline/db';
import { rebuildProjectRollups, testDatabaseKinds } from '@sightline/db/testing';
import { parserVersion } from '@sightline/engines';
import { anthropicMultiSearchFixtures as claude } from '@sightline/engines/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, rows, signUp } from '#testing/analytics-fixture.ts';
import { createDashboardProject, type DashboardProject } from '#testing/dashboard-fixture.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createAnalysisCache } from './project-analysis.ts';
import { reanalyzeProject } from './reanalyze-project.ts';

/** What the adapter before issue 17 stored for the paused Claude answer: every text block glued together. */
const gluedText = [...claude.claudeMultiSearchPaused.content, ...claude.claudeMultiSearchDone.content]
  .filter((block) => block.type === 'text')
  .map((block) => (block as { text: string }).text)
  .join('');

const summedTables = ['rollup_daily_answers', 'rollup_daily_brands', 'rollup_daily_domains'];

/**
 * History read by an older parser is read again from its stored provider response at the re-analysis that a new
 * parser version brings: the chat's answer and cited sources are replaced where the response can be read, facts and
 * rollups follow, and a response that cannot be read leaves the chat as it was.
 */
describe.each(testDatabaseKinds())('re-reading stored answers on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let p: DashboardProject;
  const day = '2026-10-02';

  beforeAll(async () => {
    // A job queue without a worker: the test runs the re-analysis itself.
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    owner = await signUp(t, 'minji');
    p = await createDashboardProject(t, owner, '오늘커피', { engines: ['claude'] });
    const db = t.database.db;
    const analysis = await createAnalysisCache(db).get(p.id);
    const planned = await planCollect(db, { projectId: p.id, day, key: `test:${day}`, trigger: 'backfill' });
    const raws = [[claude.claudeMultiSearchPaused, claude.claudeMultiSearchDone], { not: 'a Claude body' }];
    for (const [i, { id }] of planned.pending.entries()) {
      const run = (await startRun(db, id))!;
      const citations = i === 0 ? [{ url: 'https://ediya.example.com/stores', title: 'Ediya' }] : [];
      const facts = analysis.analyze({ text: gluedText, citations, engine: 'claude', language: 'ko' });
      // Stored by the old parser, with the analysis key of that time.
      await storeChat(
        db,
        run,
        {
          model: 'claude-sonnet-4-5',
          simulated: false,
          answer: gluedText,
          sourceCitations: citations,
          raw: raws[i] ?? null,
          status: 'ok',
          latencyMs: 10,
          inputTokens: 1,
          outputTokens: 1,
          cost: null,
          collectedAt: new Date(`${day}T03:00:00Z`),
          parserVersion: 0,
        },
        facts,
        'key-before-the-parser-changed',
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the project analysed with an older key, then re-reads its answers at the re-analysis', async () => {
    const db = t.database.db;
    const analyses = createAnalysisCache(db);
    const current = await analyses.get(p.id);
    expect(await listOldestAnalysisKeys(db)).toContainEqual({
      projectId: p.id,
      analysisKey: 'key-before-the-parser-changed',
    });

    expect(await reanalyzeProject(t.services!, analyses, p.id)).toBe(2);
    const chats = rows<{
      id: number;
      answer: string;
      parser_version: number;
      source_citations: unknown;
      raw: unknown;
    }>(
      await db.execute(sql`select c.id, c.answer, c.parser_version, c.source_citations, c.raw from chats c
        where c.project_id = ${p.id} order by c.id`),
    );
    expect(chats.map((c) => Number(c.parser_version))).toEqual([parserVersion, parserVersion]);
    const [read, unreadable] = chats;
    // Narration and answer are paragraphs now, and every cited source is there with its span.
    expect(read!.answer).toBe(claude.claudeMultiSearchText);
    const cited = (
      typeof read!.source_citations === 'string' ? JSON.parse(read!.source_citations) : read!.source_citations
    ) as Array<{ url: string; startIndex: number; endIndex: number }>;
    expect(cited.map((c) => [c.url, read!.answer.slice(c.startIndex, c.endIndex)])).toEqual(
      claude.claudeMultiSearchCitations.map((c) => [c.url, c.span]),
    );
    // A response that cannot be read again: the stored answer stays.
    expect(unreadable!.answer).toBe(gluedText);

    const facts = rows<{ chat_id: number; url: string }>(
      await db.execute(
        sql`select chat_id, url from citations where project_id = ${p.id} order by chat_id, position`,
      ),
    );
    expect(facts.filter((f) => Number(f.chat_id) === Number(read!.id)).map((f) => f.url)).toEqual(
      claude.claudeMultiSearchCitations.map((c) => c.url),
    );
    const keys = rows<{ analysis_key: string }>(
      await db.execute(sql`select distinct analysis_key from chat_analyses where project_id = ${p.id}`),
    );
    expect(keys.map((k) => k.analysis_key)).toEqual([current.key]);
    expect(await listOldestAnalysisKeys(db)).toContainEqual({ projectId: p.id, analysisKey: current.key });

    // The rollups moved with the facts: equal to a rebuild from them.
    const snapshot = async () =>
      Promise.all(
        summedTables.map(async (table) =>
          rows(
            await db.execute(
              sql.raw(`select * from ${table} where project_id = ${p.id} order by 1, 2, 3, 4, 5`),
            ),
          ),
        ),
      );
    const afterReanalysis = await snapshot();
    await rebuildProjectRollups(db, p.id);
    expect(await snapshot()).toEqual(afterReanalysis);
    // A second pass finds nothing to do.
    expect(await reanalyzeProject(t.services!, analyses, p.id)).toBe(0);
  });
});
