import { TrackingResponse } from '@sightline/contracts';
import { daysEndingWith, metricsVersion } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  brand,
  createProject,
  rivals,
  rows,
  type Setup,
  setup,
} from '#testing/analytics-fixture.ts';

describe.each(testDatabaseKinds())('tracking API on %s', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const tracking = async (query: string, who: Account = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${s.project.documentId}/tracking?${query}` });

  async function report(query: string) {
    const res = await tracking(query);
    expect(res.statusCode, res.body).toBe(200);
    return TrackingResponse.parse(res.json());
  }

  /** Counted from stored chats and mentions, not from rollups: what the endpoint must agree with. */
  async function direct(from: string, to: string, engines?: string[]) {
    const db = s.t.database.db;
    const engineFilter: SQL = engines
      ? sql`and c.engine in (${sql.join(
          engines.map((e) => sql`${e}`),
          sql`, `,
        )})`
      : sql``;
    const where = sql`c.project_id = ${s.project.id} and c.status = 'ok'
      and c.day between ${from}::date and ${to}::date ${engineFilter}`;
    const [count] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chats c where ${where}`),
    );
    const [missing] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chats c where c.project_id = ${s.project.id}
        and c.status = 'no_answer' and c.day between ${from}::date and ${to}::date ${engineFilter}`),
    );
    const perDay = rows<{ day: string; n: number }>(
      await db.execute(sql`select to_char(c.day, 'YYYY-MM-DD') as day, count(*)::int as n from chats c
        where ${where} group by c.day`),
    );
    const mentioning = rows<{ brand_key: string; answers: number; mentions: number }>(
      await db.execute(sql`select m.brand_key, count(distinct c.id)::int as answers, sum(m.count)::int as mentions
        from chats c join mentions m on m.chat_id = c.id where ${where} group by m.brand_key`),
    );
    return {
      n: Number(count!.n),
      noAnswers: Number(missing!.n),
      perDay: new Map(perDay.map((r) => [r.day, Number(r.n)])),
      answers: new Map(mentioning.map((r) => [r.brand_key, Number(r.answers)])),
      mentions: new Map(mentioning.map((r) => [r.brand_key, Number(r.mentions)])),
    };
  }

  it('reports visibility per brand equal to counts over stored chats, for the range and per engine', async () => {
    const from = s.days[0]!;
    const to = s.days.at(-1)!;
    const whole = await report(`from=${from}&to=${to}`);
    expect(whole.meta).toEqual({ metricsVersion });
    const data = whole.data;
    expect(data).toMatchObject({ from, to, engines: ['chatgpt', 'gemini', 'simulated'], simulated: true });
    const expected = await direct(from, to);
    // 3 days × 4 prompts × 3 engines ran; the simulator may answer a few of them with no answer (not part of n).
    expect(expected.n + expected.noAnswers).toBe(36);
    // The guard only says the range has answers to check: 1–2 % of simulated answers are empty, so at least 18 of 36
    // is certain whatever the seeds (the exact n is checked against the stored chats below).
    expect(expected.n).toBeGreaterThanOrEqual(18);
    expect(data.n).toBe(expected.n);
    expect(data.noAnswers).toBe(expected.noAnswers);

    // Every tracked brand appears, the own brand first, then competitors by visibility.
    expect(data.brands.map((b) => b.name).sort()).toEqual([brand.name, ...rivals.map((r) => r.name)].sort());
    expect(data.brands[0]).toMatchObject({ key: 'brand', name: brand.name, own: true });
    const competitors = data.brands.slice(1);
    expect(competitors.every((b) => !b.own)).toBe(true);
    for (let i = 1; i < competitors.length; i++) {
      expect(competitors[i - 1]!.visibility.mentioning).toBeGreaterThanOrEqual(
        competitors[i]!.visibility.mentioning,
      );
    }

    for (const b of data.brands) {
      const mentioning = expected.answers.get(b.key) ?? 0;
      expect(b.visibility, b.name).toMatchObject({ mentioning, n: expected.n });
      expect(b.visibility.value).toBeCloseTo(mentioning / expected.n, 12);
      expect(b.top1Rate).toBeGreaterThanOrEqual(0);
      expect(b.sentiment.positive + b.sentiment.neutral + b.sentiment.negative).toBe(mentioning);
      expect(b.positions.top + b.positions.middle + b.positions.bottom).toBe(mentioning);
      if (mentioning > 0) {
        expect(b.averagePosition).toBeGreaterThanOrEqual(1);
        // The score is shown with one decimal (rounding moves it by at most 0.05).
        expect(Math.abs(b.sentiment.score! - ((b.sentiment.meanPolarity ?? 0) + 1) * 50)).toBeLessThanOrEqual(
          0.05 + 1e-9,
        );
      } else {
        expect(b.averagePosition).toBeNull();
      }
    }
    // The simulator names the brand and competitors: the comparison above is not between zeros.
    expect(data.brands[0]!.visibility.mentioning).toBeGreaterThan(0);
    expect(competitors.some((b) => b.visibility.mentioning > 0)).toBe(true);

    for (const engines of [['chatgpt'], ['gemini', 'simulated']]) {
      const one = (await report(`from=${from}&to=${to}&engines=${engines.join(',')}`)).data;
      const counted = await direct(from, to, engines);
      expect(one.engines).toEqual(engines);
      expect(counted.n + counted.noAnswers).toBe(12 * engines.length);
      expect(one.n).toBe(counted.n);
      for (const b of one.brands) {
        expect(b.visibility.mentioning, `${engines} ${b.name}`).toBe(counted.answers.get(b.key) ?? 0);
        expect(b.visibility.value).toBeCloseTo((counted.answers.get(b.key) ?? 0) / counted.n, 12);
      }
    }
    // The bracket style of qs names the same filter.
    const bracket = (await report(`from=${from}&to=${to}&engines[]=gemini&engines[]=simulated`)).data;
    const comma = (await report(`from=${from}&to=${to}&engines=gemini,simulated`)).data;
    expect(bracket).toEqual(comma);
  });

  it('shares voice among the tracked brands, answer- and mention-based, each summing to 1', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    const expected = await direct(s.days[0]!, s.days.at(-1)!);
    const sum = (values: Array<number | null>) => values.reduce<number>((a, v) => a + (v ?? 0), 0);
    expect(sum(data.brands.map((b) => b.shareOfVoice))).toBeCloseTo(1, 10);
    expect(sum(data.brands.map((b) => b.mentionShareOfVoice))).toBeCloseTo(1, 10);
    const totalAnswers = sum([...expected.answers.values()]);
    const totalMentions = sum([...expected.mentions.values()]);
    for (const b of data.brands) {
      expect(b.shareOfVoice).toBeCloseTo((expected.answers.get(b.key) ?? 0) / totalAnswers, 12);
      expect(b.mentionShareOfVoice).toBeCloseTo((expected.mentions.get(b.key) ?? 0) / totalMentions, 12);
    }
  });

  it('lists every day of the range, zero-filled, adding up to the totals', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    const expected = await direct(s.days[0]!, s.days.at(-1)!);
    expect(data.series.map((d) => d.day)).toEqual(s.days);
    for (const day of data.series) {
      if (s.dataDays.includes(day.day)) {
        expect(day.n, day.day).toBe(expected.perDay.get(day.day));
        expect(day.n).toBeGreaterThan(0);
        expect(day.citationRate).not.toBeNull();
      } else {
        expect(day, day.day).toMatchObject({ n: 0, citationRate: null });
        for (const b of Object.values(day.brands)) {
          expect(b).toEqual({ visibility: null, mentioning: 0, low: null, high: null });
        }
      }
      expect(Object.keys(day.brands).sort()).toEqual(data.brands.map((b) => b.key).sort());
    }
    expect(data.series.reduce((a, d) => a + d.n, 0)).toBe(data.n);
    for (const b of data.brands) {
      expect(data.series.reduce((a, d) => a + d.brands[b.key]!.mentioning, 0)).toBe(b.visibility.mentioning);
    }

    // Without a range: the 30 days ending today in the project's timezone.
    const recent = (await report('')).data;
    expect(recent.to).toBe(s.days.at(-1));
    expect(recent.series).toHaveLength(30);
    expect(recent.from).toBe(daysEndingWith(s.days.at(-1)!, 30)[0]);
    expect(recent.n).toBe(data.n);
    // A range without any chat: nothing measured, every rate null, nothing simulated.
    const empty = (await report('from=2020-01-01&to=2020-01-31')).data;
    expect(empty).toMatchObject({ n: 0, simulated: false, series: expect.any(Array) });
    expect(empty.series).toHaveLength(31);
    expect(empty.brands).toHaveLength(3);
    for (const b of empty.brands) {
      expect(b.visibility).toEqual({ value: null, mentioning: 0, n: 0, low: null, high: null });
      expect(b.shareOfVoice).toBeNull();
    }
    expect(empty.citations.rate).toEqual({ value: null, citing: 0, n: 0, low: null, high: null });
  });

  it('brackets each rate with its Wilson interval, and reports citations consistent with the stored ones', async () => {
    const { data } = await report(`from=${s.days[0]}&to=${s.days.at(-1)}`);
    for (const b of data.brands) {
      const { value, low, high } = b.visibility;
      expect(low!).toBeLessThanOrEqual(value!);
      expect(high!).toBeGreaterThanOrEqual(value!);
      expect(high! - low!).toBeGreaterThan(0);
    }
    const rate = data.citations.rate;
    expect(rate.low!).toBeLessThanOrEqual(rate.value!);
    expect(rate.high!).toBeGreaterThanOrEqual(rate.value!);

    const [stored] = rows<{ total: number; owned: number; citing: number }>(
      await s.t.database.db.execute(sql`select count(*)::int as total,
        (count(*) filter (where ci.source_type = 'owned'))::int as owned,
        (count(distinct ci.chat_id) filter (where ci.source_type = 'owned'))::int as citing
        from citations ci join chats c on c.id = ci.chat_id
        where c.project_id = ${s.project.id} and c.status = 'ok'`),
    );
    expect(data.citations).toMatchObject({ total: Number(stored!.total), owned: Number(stored!.owned) });
    expect(rate.citing).toBe(Number(stored!.citing));
    expect(data.citations.total).toBeGreaterThan(0);
    expect(data.citations.share).toBeCloseTo(Number(stored!.owned) / Number(stored!.total), 12);
  });

  it('names the bad parameter', async () => {
    const cases: Array<[string, RegExp, string]> = [
      ['engines=chatgpt,bing', /bing/, 'engines'],
      ['engines[]=gemini&engines[]=altavista', /altavista/, 'engines'],
      ['from=2026-02-30', /from.*2026-02-30/, 'from'],
      ['to=2026-13-01', /to.*2026-13-01/, 'to'],
      ['from=yesterday', /from must be a date/, 'from'],
      ['from=2026-03-10&to=2026-03-01', /from \(2026-03-10\) is after to \(2026-03-01\)/, 'from'],
      ['from=2025-01-01&to=2026-01-02', /367 days/, 'to'],
    ];
    for (const [query, message, field] of cases) {
      const res = await tracking(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.name).toBe('ValidationError');
      expect(error.message, query).toMatch(message);
      expect(error.details.errors[0].path).toEqual([field]);
    }
    const unknownKey = await tracking('from=2026-01-01&sort=day');
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error.message).toMatch(/sort/);
    // 366 days is the most a range may cover.
    expect((await tracking('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it("answers 404 for another organization's project and chats, and for unknown ones", async () => {
    const [chat] = rows<{ document_id: string }>(
      await s.t.database.db.execute(sql`select document_id from chats order by id limit 1`),
    );
    const chatUrl = `/api/projects/${s.project.documentId}/chats/${chat!.document_id}`;
    for (const url of [`/api/v1/projects/${s.project.documentId}/tracking`, chatUrl]) {
      const res = await s.t.as(s.outsider.jwt, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.name).toBe('NotFoundError');
      expect(res.body).not.toContain(brand.name);
    }
    expect((await s.t.as(undefined, { method: 'GET', url: chatUrl })).statusCode).toBe(401);
    const unknown = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/nosuchproject000000000000/tracking`,
    });
    expect(unknown.statusCode).toBe(404);
    // The chat exists in the organization, but not in this other project.
    const other = await createProject(s.t, s.owner, 'Another project');
    const elsewhere = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${other.documentId}/chats/${chat!.document_id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.project.documentId}/chats/nosuchchat00000000000000`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
