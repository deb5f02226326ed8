import { type PromptProportion, type PromptReport, PromptReportResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion, wilsonInterval } from '@sightline/core';
import { schema, tagPromptsByName } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, rivals, signUp } from '#testing/analytics-fixture.ts';
import {
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

// One prompt's report against direct counts over its stored chats and mentions (never the rollups): ten days of
// scripted answers on two engines naming up to four of five tracked brands in chosen orders, so every rank bucket
// (first, second or third, later, not named) occurs; one run without an answer and one simulated answer.

const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
const range = { from: days[2]!, to: days[9]! };
const more = [
  { name: '투썸', aliases: ['Twosome'] },
  { name: '메가커피', aliases: ['Mega Coffee'] },
];

/** Brand orders an answer may name (`b` the own brand, `c1`…`c4` the competitors in the order they were added). */
const orders: ReadonlyArray<readonly string[]> = [
  [],
  ['b'],
  ['c1', 'b'],
  ['c1', 'c2', 'b', 'c3'],
  ['c2', 'c3', 'c4', 'b'],
  ['b', 'c4', 'c1'],
  ['c3', 'c1'],
];

interface Direct {
  n: number;
  noAnswers: number;
  /** Successful answers naming the own brand. */
  own: number;
  brands: Map<string, { answers: number; mentions: number; rankSum: number; first: number; top3: number }>;
}

describe.each(testDatabaseKinds())('prompt report on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let viewer: Account;
  let p: DashboardProject;
  let promptId: number;
  let promptDoc: string;
  let otherPrompt: number;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피', {
      competitors: [...rivals, ...more],
      tags: [{ name: 'seoul' }, { name: 'ranking' }],
    });
    const db = t.database.db;
    const prompts = [...p.prompts.entries()];
    [promptId, promptDoc] = prompts[0]!;
    otherPrompt = prompts[1]![0];
    const [first] = await db
      .select({ text: schema.prompts.text })
      .from(schema.prompts)
      .where(eq(schema.prompts.id, promptId));
    await tagPromptsByName(db, p.id, [{ text: first!.text, tags: ['seoul', 'ranking'] }]);
    const key = (k: string) => (k === 'b' ? 'brand' : p.brandKeys[Number(k.slice(1))]!);
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (run, i) => ({
        named: orders[(i * 3 + d) % orders.length]!.map(key),
        noAnswer: d === 4 && run.promptId === promptId && run.engine === 'gemini',
        simulated: d === 8 && run.promptId === promptId && run.engine === 'chatgpt',
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
    // A viewer of the owner's organization.
    viewer = await signUp(t, 'viewer');
    const [organization] = rows<{ organization_id: number }>(
      await db.execute(sql`select organization_id from projects where id = ${p.id}`),
    );
    const [user] = rows<{ id: number }>(
      await db.execute(sql`select id from users where username = 'viewer'`),
    );
    await db.insert(schema.members).values({
      organizationId: Number(organization!.organization_id),
      userId: Number(user!.id),
      role: 'viewer',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, who: Account = owner, prompt = promptDoc) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/prompts/${prompt}/report?${query}` });
  const read = async (query: string, who: Account = owner): Promise<PromptReport> => {
    const res = await get(query, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = PromptReportResponse.parse(res.json());
    expect(body.meta).toEqual({ metricsVersion });
    return body.data;
  };

  /** Counted over the prompt's stored chats and mentions, under a condition on chat `c`. */
  async function direct(from: string, to: string, where: SQL = sql`true`): Promise<Direct> {
    const db = t.database.db;
    const scope = sql`c.prompt_id = ${promptId} and c.day between ${from}::date and ${to}::date and (${where})`;
    const [totals] = rows<{ n: number; no_answers: number; own: number }>(
      await db.execute(sql`select (count(*) filter (where c.status = 'ok'))::int as n,
        (count(*) filter (where c.status = 'no_answer'))::int as no_answers,
        (count(*) filter (where c.status = 'ok' and exists (select 1 from mentions m where m.chat_id = c.id
          and m.brand_key = 'brand')))::int as own
        from chats c where ${scope}`),
    );
    const brands = rows<{
      brand_key: string;
      answers: number;
      mentions: number;
      rank_sum: number;
      first: number;
      top3: number;
    }>(
      await db.execute(sql`select m.brand_key, count(*)::int as answers, sum(m.count)::int as mentions,
        sum(m.rank)::int as rank_sum, (count(*) filter (where m.rank = 1))::int as first,
        (count(*) filter (where m.rank <= 3))::int as top3
        from chats c join mentions m on m.chat_id = c.id where ${scope} and c.status = 'ok'
        group by m.brand_key`),
    );
    return {
      n: Number(totals!.n),
      noAnswers: Number(totals!.no_answers),
      own: Number(totals!.own),
      brands: new Map(
        brands.map((b) => [
          b.brand_key,
          {
            answers: Number(b.answers),
            mentions: Number(b.mentions),
            rankSum: Number(b.rank_sum),
            first: Number(b.first),
            top3: Number(b.top3),
          },
        ]),
      ),
    };
  }

  function expectProportion(got: PromptProportion, successes: number, n: number, label: string) {
    expect(got.count, label).toBe(successes);
    expect(got.n, label).toBe(n);
    if (n === 0) {
      expect([got.value, got.low, got.high], label).toEqual([null, null, null]);
      return;
    }
    const interval = wilsonInterval(successes, n)!;
    expect(got.value!, label).toBeCloseTo(successes / n, 12);
    expect(got.low!, label).toBeCloseTo(interval.low, 12);
    expect(got.high!, label).toBeCloseTo(interval.high, 12);
  }

  /** Every number of a report equals the direct counts of its range (and engines). */
  async function expectReportMatches(data: PromptReport, engines: SQL = sql`true`) {
    const expected = await direct(data.from, data.to, engines);
    expect(expected.n).toBeGreaterThan(0);
    expect(data.n).toBe(expected.n);
    expect(data.noAnswers).toBe(expected.noAnswers);

    // n and the own brand's visibility per engine.
    for (const e of data.byEngine) {
      const one = await direct(data.from, data.to, sql`${engines} and c.engine = ${e.engine}`);
      expect(e.n, e.engine).toBe(one.n);
      expect(e.noAnswers, e.engine).toBe(one.noAnswers);
      expectProportion(e.visibility, one.own, one.n, `own on ${e.engine}`);
    }
    expect(data.byEngine.reduce((sum, e) => sum + e.n, 0)).toBe(expected.n);

    // Each period, overall and per engine.
    for (const period of data.series) {
      const all = await direct(period.from, period.to, engines);
      expectProportion(period.visibility, all.own, all.n, period.key);
      expect(period.engines.map((e) => e.engine)).toEqual(data.engines);
      for (const cell of period.engines) {
        const one = await direct(period.from, period.to, sql`${engines} and c.engine = ${cell.engine}`);
        expectProportion(cell.visibility, one.own, one.n, `${period.key} ${cell.engine}`);
      }
    }
    expect(data.series.reduce((sum, s) => sum + s.visibility.n, 0)).toBe(expected.n);

    // Every tracked brand: visibility, mentions, mean rank, P(first), P(top 3) and the rank buckets.
    expect(data.brands.map((b) => b.key).sort()).toEqual([...p.brandKeys].sort());
    expect(data.brands[0]).toMatchObject({ key: 'brand', own: true, name: '오늘커피' });
    for (const b of data.brands) {
      const d = expected.brands.get(b.key) ?? { answers: 0, mentions: 0, rankSum: 0, first: 0, top3: 0 };
      expectProportion(b.visibility, d.answers, expected.n, `${b.key} visibility`);
      expectProportion(b.first, d.first, expected.n, `${b.key} first`);
      expectProportion(b.top3, d.top3, expected.n, `${b.key} top 3`);
      expect(b.mentions, b.key).toBe(d.mentions);
      if (d.answers === 0) expect(b.averagePosition, b.key).toBeNull();
      else expect(b.averagePosition!, b.key).toBeCloseTo(d.rankSum / d.answers, 12);
      expect(b.ranks, b.key).toEqual({
        first: d.first,
        secondOrThird: d.top3 - d.first,
        later: d.answers - d.top3,
        notNamed: expected.n - d.answers,
      });
    }
    // Competitors by visibility.
    const rivalsShown = data.brands.slice(1).map((b) => b.visibility.count);
    expect(rivalsShown).toEqual([...rivalsShown].sort((a, b) => b - a));
    return expected;
  }

  it('gives the prompt, n per engine, the own brand per day and engine, and every brand as counted over its chats', async () => {
    const data = await read(`from=${range.from}&to=${range.to}`);
    expect(data).toMatchObject({
      from: range.from,
      to: range.to,
      engines: ['chatgpt', 'gemini'],
      granularity: 'day',
      simulated: true,
      prompt: {
        documentId: promptDoc,
        text: '오늘커피: 서울 커피 브랜드 추천',
        language: 'ko',
        active: true,
        tags: ['ranking', 'seoul'],
      },
      project: {
        documentId: p.documentId,
        name: '오늘커피',
        brandName: '오늘커피',
        timezone: 'Asia/Seoul',
        engines: ['chatgpt', 'gemini'],
        status: 'active',
        simulated: false,
      },
    });
    expect(data.prompt.intentSource).toBe('auto');
    expect(data.series.map((s) => s.key)).toEqual(days.slice(2));
    const expected = await expectReportMatches(data);
    expect(expected.noAnswers).toBe(1);
    // Every bucket occurs for the own brand, so the test proves each of them.
    const own = data.brands[0]!;
    expect(own.ranks.first).toBeGreaterThan(0);
    expect(own.ranks.secondOrThird).toBeGreaterThan(0);
    expect(own.ranks.later).toBeGreaterThan(0);
    expect(own.ranks.notNamed).toBeGreaterThan(0);
    // The other prompt's answers are not counted: the project has twice as many.
    const [all] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from chats where project_id = ${p.id}
        and status = 'ok' and prompt_id = ${otherPrompt} and day between ${range.from}::date and ${range.to}::date`),
    );
    expect(Number(all!.n)).toBeGreaterThan(0);
  });

  it('narrows to the engines asked for, and says whether the range holds simulated answers', async () => {
    const gemini = await read(`from=${range.from}&to=${range.to}&engines=gemini`);
    expect(gemini.engines).toEqual(['gemini']);
    expect(gemini.byEngine.map((e) => e.engine)).toEqual(['gemini']);
    expect(gemini.simulated).toBe(false);
    await expectReportMatches(gemini, sql`c.engine = 'gemini'`);
    const before = await read(`from=${days[0]}&to=${days[7]}&engines[]=chatgpt&engines[]=gemini`);
    expect(before.simulated).toBe(false);
    await expectReportMatches(before);
  });

  it('reads 30 days ending today by default, and per ISO week beyond 62 days', async () => {
    const defaults = await read('');
    expect(defaults.to).toBe(days[9]);
    expect(defaults.from).toBe(daysEndingWith(days[9]!, 30)[0]);
    expect(defaults.series).toHaveLength(30);
    await expectReportMatches(defaults);

    const long = daysEndingWith(days[9]!, 90);
    const weekly = await read(`from=${long[0]}&to=${long[89]}`);
    expect(weekly.granularity).toBe('week');
    for (const period of weekly.series) {
      expect(new Date(`${period.key}T00:00:00Z`).getUTCDay() === 1 || period.key === long[0]).toBe(true);
      expect(period.from >= long[0]! && period.to <= long[89]!).toBe(true);
    }
    expect(weekly.series[0]!.from).toBe(long[0]);
    expect(weekly.series.at(-1)!.to).toBe(long[89]);
    await expectReportMatches(weekly);
  });

  it('answers an empty range with zeros and nulls, never invented rates', async () => {
    const empty = await read(`from=${daysEndingWith(days[0]!, 20)[0]}&to=${daysEndingWith(days[0]!, 2)[0]}`);
    expect(empty.n).toBe(0);
    expect(empty.simulated).toBe(false);
    expect(empty.byEngine.map((e) => [e.engine, e.n, e.visibility.value])).toEqual([
      ['chatgpt', 0, null],
      ['gemini', 0, null],
    ]);
    for (const b of empty.brands) {
      expect([b.visibility.value, b.first.value, b.top3.value, b.averagePosition]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(b.ranks).toEqual({ first: 0, secondOrThird: 0, later: 0, notNamed: 0 });
    }
  });

  it('lets any member read it, and revalidates with its ETag', async () => {
    const query = `from=${range.from}&to=${range.to}`;
    const asViewer = await read(query, viewer);
    expect(asViewer.n).toBeGreaterThan(0);
    const first = await get(query);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/prompts/${promptDoc}/report?${query}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for another organization's prompt or an unknown one, 401 without a session", async () => {
    const foreign = await get(`from=${range.from}&to=${range.to}`, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('오늘커피');
    // Even a bad parameter tells an outsider nothing but "not found".
    expect((await get('from=2026-02-30', outsider)).statusCode).toBe(404);
    expect((await get('', owner, 'nosuchprompt000000000000')).statusCode).toBe(404);
    expect((await get('', owner, '999999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/prompts/${promptDoc}/report` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a bad parameter with a 400 that names it', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['engines=bing', 'engines', /bing/],
      ['from=2026-02-30', 'from', /2026-02-30/],
      ['to=03/01/2026', 'to', /YYYY-MM-DD/],
      ['from=2026-03-10&to=2026-03-01', 'from', /after/],
      ['from=2025-01-01&to=2026-01-02', 'to', /367 days/],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.name, query).toBe('ValidationError');
      expect(error.message, query).toMatch(message);
      expect(error.details.errors[0].path, query).toEqual([field]);
    }
    // Only the range and engines: any other parameter is refused and named.
    const unknown = await get('groupBy=day');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('groupBy');
  });
});
