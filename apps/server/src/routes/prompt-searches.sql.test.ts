import { PromptSearchesResponse } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, rivals } from '#testing/analytics-fixture.ts';
import {
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

// What the engines searched for one prompt (its answers' fan-out) against direct counts over its stored chats: ten
// days of answers on two engines, the range the last eight of them, the two before in the period before.

const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
const range = { from: days[2]!, to: days[9]! };

describe.each(testDatabaseKinds())('prompt searches on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let p: DashboardProject;
  let promptId: number;
  let promptDoc: string;
  let otherPrompt: number;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피', { competitors: rivals });
    const prompts = [...p.prompts.entries()];
    [promptId, promptDoc] = prompts[0]!;
    otherPrompt = prompts[1]![0];
    for (const day of days) {
      await writeDay(t, p.id, day, (_run, i) => ({
        named: i % 2 === 0 ? ['brand'] : [],
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists what the engines searched for the prompt, new, gone or kept against the days before, with n per engine', async () => {
    const db = t.database.db;
    // ChatGPT's answers searched "커피 순위" every day, "커피 신메뉴" from the seventh day, "old coffee" only on the
    // two days before the range; Gemini's said nothing (as engines whose responses do not give their searches).
    await db.execute(sql`update chats set search_queries = case
        when day < ${range.from}::date then '["커피 순위", "old coffee"]'::jsonb
        when day >= ${days[6]}::date then '["커피 순위", "커피 신메뉴", "커피  순위 "]'::jsonb
        else '["커피 순위"]'::jsonb end
      where prompt_id = ${promptId} and engine = 'chatgpt' and status = 'ok'`);
    await db.execute(
      sql`update chats set search_queries = '["other prompt"]'::jsonb where prompt_id = ${otherPrompt}`,
    );
    const count = async (from: string, to: string, engine: string, extra: SQL = sql`true`) =>
      Number(
        rows<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from chats where prompt_id = ${promptId} and status = 'ok'
            and engine = ${engine} and day between ${from}::date and ${to}::date and (${extra})`),
        )[0]!.n,
      );
    const res = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/prompts/${promptDoc}/searches?from=${range.from}&to=${range.to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = PromptSearchesResponse.parse(res.json());
    const earlier = daysEndingWith(daysEndingWith(range.from, 2)[0]!, 8);
    expect(data.previous).toEqual({ from: earlier[0], to: earlier[7] });
    const inRange = await count(range.from, range.to, 'chatgpt');
    const before = await count(earlier[0]!, earlier[7]!, 'chatgpt');
    const late = await count(days[6]!, range.to, 'chatgpt');
    expect(data.searches.map((s) => [s.engine, s.query, s.answers, s.previousAnswers, s.status])).toEqual([
      ['chatgpt', '커피 순위', inRange, before, 'kept'],
      ['chatgpt', '커피 신메뉴', late, 0, 'new'],
      ['chatgpt', 'old coffee', 0, before, 'gone'],
    ]);
    expect(data.searches[1]!.firstSeen).toBe(days[6]);
    expect(data.engines).toEqual([
      { engine: 'chatgpt', answers: inRange, withSearches: inRange },
      { engine: 'gemini', answers: await count(range.from, range.to, 'gemini'), withSearches: 0 },
    ]);
    // One engine only; another organization's member learns nothing.
    const gemini = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/prompts/${promptDoc}/searches?from=${range.from}&to=${range.to}&engines=gemini`,
    });
    expect(PromptSearchesResponse.parse(gemini.json()).data.searches).toEqual([]);
    const foreign = await t.as(outsider.jwt, { method: 'GET', url: `/api/v1/prompts/${promptDoc}/searches` });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/prompts/${promptDoc}/searches?from=2026-02-30`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
