import { AuthResponse, PromptBulkResponse } from '@sightline/contracts';
import {
  rebuildProjectRollups,
  seedSyntheticChats,
  summedRollupTables,
  testDatabaseKinds,
} from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '#testing/analytics-fixture.ts';
import { expectDailyRollupsExact } from '#testing/rollup-invariants.ts';
import { syntheticAnswerPool } from '#testing/synthetic-answers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createAnalysisCache } from '../use-cases/collection/project-analysis.ts';
import { reanalyzeProject } from '../use-cases/collection/reanalyze-project.ts';

/** Sums kept in floating point: a difference and a rebuild may round their last digits apart. */
const floating = new Set(['impression', 'owned_impression', 'sentiment_sum']);
/** The rollups a prompt's delete subtracts from (segments are rebuilt when their prompts change). */
const tables = summedRollupTables.filter((table) => !table.includes('segment'));
const nonZero = (table: string) =>
  table.endsWith('answers')
    ? 'answers + no_answers > 0'
    : table.endsWith('brands')
      ? 'answers_mentioning > 0'
      : 'citations > 0';

/** Every non-empty rollup row of the project, per table: its other columns (JSON) → its floating-point sums. */
async function snapshot(t: TestApp, projectId: number) {
  const result: Record<string, Map<string, number[]>> = {};
  for (const table of tables) {
    const found = rows<Record<string, unknown>>(
      await t.database.db.execute(
        sql.raw(`select * from ${table} where project_id = ${projectId} and ${nonZero(table)}`),
      ),
    );
    result[table] = new Map(
      found.map((row) => {
        const entries = Object.entries(row).sort(([a], [b]) => a.localeCompare(b));
        return [
          JSON.stringify(entries.filter(([k]) => !floating.has(k)).map(([k, v]) => [k, String(v)])),
          entries.filter(([k]) => floating.has(k)).map(([, v]) => Number(v)),
        ];
      }),
    );
  }
  return result;
}

// A bulk delete takes the prompts' answers out of the rollups the way a single delete does: afterwards every
// rollup equals a rebuild from the remaining chats' facts.
describe.each(testDatabaseKinds())('bulk prompt delete and rollups on %s', { timeout: 300_000 }, (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the daily, monthly and block rollups equal to a rebuild', async () => {
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const registered = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'bulkdel', email: 'bulkdel@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const texts = ['수분크림 추천', 'best serum for dry skin', '토너 순위', 'lumiel toner review'];
    const created = await t.as(registered.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: {
        data: {
          member: registered.user.lastSelectedMemberId,
          workspace: registered.user.lastSelectedWorkspaceId,
          name: '루미엘',
          brandName: '루미엘',
          brandAliases: ['Lumiel'],
          engines: ['chatgpt', 'perplexity'],
          competitors: [{ name: '아우라랩', aliases: ['AuraLab'], domains: ['auralab.kr'] }],
          ownedMedia: [{ kind: 'domain', value: 'lumiel.co.kr' }],
          queries: texts.map((text) => ({ text, language: /[가-힣]/.test(text) ? 'ko' : 'en' })),
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data as { id: number; documentId: string };
    const pool = syntheticAnswerPool(
      [
        { name: '루미엘', aliases: ['Lumiel'], domain: 'lumiel.co.kr' },
        { name: '아우라랩', aliases: ['AuraLab'], domain: 'auralab.kr' },
      ],
      6,
    );
    // Six days across a month's end: 4 prompts × 2 engines × 6 days = 48 chats, analysed with their rollups.
    const db = t.database.db;
    expect(
      await seedSyntheticChats(db, {
        projectId: project.id,
        from: '2026-01-29',
        to: '2026-02-03',
        samples: 1,
        answers: pool,
        noAnswerEvery: 11,
      }),
    ).toBe(48);
    expect(await reanalyzeProject(t.services!, createAnalysisCache(db), project.id)).toBe(48);
    const promptIds = rows<{ document_id: string }>(
      await db.execute(sql`select document_id from prompts where project_id = ${project.id} order by id`),
    ).map((r) => r.document_id);

    const res = await t.as(registered.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project.documentId}/prompts/bulk`,
      payload: { data: { action: 'delete', prompts: [promptIds[0], promptIds[2]] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(PromptBulkResponse.parse(res.json()).data.prompts.map((p) => p.text)).toEqual([
      texts[0],
      texts[2],
    ]);

    const [left] = rows<{ prompts: number; chats: number }>(
      await db.execute(sql`select
        (select count(*)::int from prompts where project_id = ${project.id}) as prompts,
        (select count(*)::int from chats where project_id = ${project.id}) as chats`),
    );
    expect(left).toEqual({ prompts: 2, chats: 24 });
    expect(await expectDailyRollupsExact(db)).toBeGreaterThan(0);
    const kept = await snapshot(t, project.id);
    expect(kept.rollup_daily_answers!.size).toBeGreaterThan(0);
    await rebuildProjectRollups(db, project.id);
    const rebuilt = await snapshot(t, project.id);
    for (const table of tables) {
      expect([...kept[table]!.keys()].sort(), table).toEqual([...rebuilt[table]!.keys()].sort());
      for (const [key, sums] of rebuilt[table]!) {
        sums.forEach((sum, i) => {
          expect(Math.abs(kept[table]!.get(key)![i]! - sum), `${table} ${key}`).toBeLessThanOrEqual(
            1e-6 * Math.max(1, Math.abs(sum)),
          );
        });
      }
    }
  });
});
