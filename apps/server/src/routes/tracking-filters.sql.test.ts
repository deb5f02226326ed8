import { PromptEngineResponse, TrackingResponse } from '@sightline/contracts';
import { twoProportionZTest, wilsonInterval } from '@sightline/core';
import { splitIntoBlocks } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import { branded, direct, directBy, tagged } from '#testing/tracking-direct.ts';
import { type FilterSetup, filterEngines, setupFilters, unusedTag } from '#testing/tracking-fixture.ts';

/** Days from `from` to `to`, both counted. */
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

describe.each(testDatabaseKinds())('tracking filters, comparison and groups on %s', (kind) => {
  let s: FilterSetup;
  beforeAll(async () => {
    s = await setupFilters(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const get = (path: string, query: string, who: Account = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${s.project.documentId}/${path}?${query}` });
  const all = () => `from=${s.collected[0]}&to=${s.collected[3]}`;
  async function report(query: string) {
    const res = await get('tracking', query);
    expect(res.statusCode, res.body).toBe(200);
    return TrackingResponse.parse(res.json()).data;
  }

  it('filters by tags, intents, branded and prompts: n and answers mentioning each brand equal direct counts', async () => {
    const [p1, , , p4] = s.prompts;
    const cases: Array<
      [string, SQL, Partial<{ tags: string[]; intents: string[]; branded: boolean | null }>]
    > = [
      ['', sql`true`, {}],
      ['tags=seoul', tagged(['seoul']), { tags: ['seoul'] }],
      ['tags[]=price&tags[]=english', tagged(['price', 'english']), { tags: ['english', 'price'] }],
      ['intents=commercial', sql`p.intent = 'commercial'`, { intents: ['commercial'] }],
      ['intents=informational,transactional', sql`p.intent in ('informational', 'transactional')`, {}],
      ['branded=true', branded, { branded: true }],
      ['branded=false', sql`not ${branded}`, { branded: false }],
      [`prompts=${p1!.documentId},${p4!.documentId}`, sql`p.id in (${p1!.id}, ${p4!.id})`, {}],
      ['tags=seoul&branded=false&engines=gemini', sql`${tagged(['seoul'])} and c.engine = 'gemini'`, {}],
      ['tags=seoul&intents=transactional', sql`false`, {}],
      [`tags=${unusedTag}`, sql`false`, { tags: [unusedTag] }],
    ];
    const whole = await direct(s, s.collected[0]!, s.collected[3]!);
    for (const [query, where, filters] of cases) {
      const data = await report(`${all()}&${query}`);
      const expected = await direct(s, s.collected[0]!, s.collected[3]!, where);
      expect(data.n, query).toBe(expected.n);
      expect(data.citations.rate.citing, query).toBe(expected.citing);
      for (const b of data.brands)
        expect(b.visibility.mentioning, `${query} ${b.name}`).toBe(expected.mentioning.get(b.key) ?? 0);
      expect(data.filters, query).toMatchObject(filters);
      // Each filter keeps some answers and drops others (the first case is the whole range).
      if (query !== '' && expected.n > 0) expect(expected.n).toBeLessThan(whole.n);
    }
    expect(whole.n).toBe(96);
    expect((await direct(s, s.collected[0]!, s.collected[3]!, tagged(['seoul']))).n).toBe(48);
  });

  it('compares with the same number of days before: deltas and p values of the two-proportion test', async () => {
    const [d0, d1, d2, d3] = s.collected as [string, string, string, string];
    const data = await report(`from=${d2}&to=${d3}&compare=previous`);
    const now = await direct(s, d2, d3);
    const before = await direct(s, d0, d1);
    expect(data.previous).toEqual({ from: d0, to: d1, n: before.n });
    const own = data.brands.find((b) => b.key === 'brand')!;
    const ownTest = twoProportionZTest(
      before.mentioning.get('brand')!,
      before.n,
      now.mentioning.get('brand')!,
      now.n,
    )!;
    expect(own.change!.visibility).toMatchObject({ previousN: before.n, significant: true });
    expect(own.change!.visibility.delta).toBeCloseTo(ownTest.difference, 12);
    expect(own.change!.visibility.pValue).toBeCloseTo(ownTest.pValue, 12);
    expect(own.change!.visibility.previous).toBeCloseTo(before.mentioning.get('brand')! / before.n, 12);
    expect(ownTest.pValue).toBeLessThan(0.001);

    const starbucks = data.brands.find((b) => b.name === '스타벅스')!;
    const x1 = before.mentioning.get(starbucks.key)!;
    const x2 = now.mentioning.get(starbucks.key)!;
    const starTest = twoProportionZTest(x1, before.n, x2, now.n)!;
    expect(x1).toBeGreaterThan(0);
    expect(starbucks.change!.visibility.significant).toBe(false);
    expect(starbucks.change!.visibility.pValue).toBeCloseTo(starTest.pValue, 12);
    expect(starTest.pValue).toBeGreaterThan(0.05);

    // Answer-based share of voice is tested over the answers mentioning any listed brand; mention-based over mentions.
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, v) => a + v, 0);
    const sov = twoProportionZTest(x1, sum(before.mentioning), x2, sum(now.mentioning))!;
    expect(starbucks.change!.shareOfVoice.pValue).toBeCloseTo(sov.pValue, 12);
    expect(starbucks.change!.shareOfVoice.previousN).toBe(sum(before.mentioning));
    const mentions = twoProportionZTest(
      before.mentions.get('brand')!,
      sum(before.mentions),
      now.mentions.get('brand')!,
      sum(now.mentions),
    )!;
    expect(own.change!.mentionShareOfVoice.pValue).toBeCloseTo(mentions.pValue, 12);
    const first = twoProportionZTest(
      before.first.get('brand') ?? 0,
      before.n,
      now.first.get('brand') ?? 0,
      now.n,
    )!;
    expect(own.change!.top1Rate.pValue).toBeCloseTo(first.pValue, 12);
    const citing = twoProportionZTest(before.citing, before.n, now.citing, now.n)!;
    expect(data.citations.change!.pValue).toBeCloseTo(citing.pValue, 12);
    expect(data.citations.change!.previousN).toBe(before.n);

    // The same filters apply to the period before.
    const seoul = await report(`from=${d2}&to=${d3}&compare=previous&tags=seoul`);
    const seoulBefore = await direct(s, d0, d1, tagged(['seoul']));
    expect(seoul.previous!.n).toBe(seoulBefore.n);
    expect(seoul.brands[0]!.change!.visibility.previous).toBeCloseTo(
      seoulBefore.mentioning.get('brand')! / seoulBefore.n,
      12,
    );
    // Without a comparison there is none.
    const plain = await report(`from=${d2}&to=${d3}`);
    expect(plain.previous).toBeNull();
    expect(plain.brands[0]!.change).toBeNull();
    expect(plain.citations.change).toBeNull();
  });

  it('brackets every point of the series with the Wilson interval of its counts', async () => {
    const data = await report(all());
    for (const point of data.series) {
      const day = await direct(s, point.day, point.day);
      expect(point.n).toBe(day.n);
      for (const b of data.brands) {
        const x = day.mentioning.get(b.key) ?? 0;
        const interval = wilsonInterval(x, day.n)!;
        expect(point.brands[b.key], `${point.day} ${b.name}`).toEqual({
          visibility: x / day.n,
          mentioning: x,
          low: interval.low,
          high: interval.high,
        });
      }
    }
  });

  it('groups by engine, week, month, intent, tag, prompt and branded as direct counts do', async () => {
    const from = s.collected[0]!;
    const to = s.collected[3]!;
    const check = async (
      groupBy: string,
      query: string,
      expected: Map<string, { n: number; own: number }>,
    ) => {
      const data = await report(`${query}&groupBy=${groupBy}`);
      expect(data.groupBy).toBe(groupBy);
      const withAnswers = data.groups.filter((g) => g.n > 0);
      expect(withAnswers.map((g) => g.key).sort(), groupBy).toEqual([...expected.keys()].sort());
      for (const g of withAnswers) {
        expect(g.n, `${groupBy} ${g.key}`).toBe(expected.get(g.key)!.n);
        expect(g.brands[0]!.key).toBe('brand');
        expect(g.brands[0]!.visibility.mentioning, `${groupBy} ${g.key}`).toBe(expected.get(g.key)!.own);
        expect(g.brands.map((b) => b.key)).toEqual(data.brands.map((b) => b.key));
      }
      return data;
    };
    await check('engine', all(), await directBy(s, from, to, sql`c.engine`));
    await check('intent', all(), await directBy(s, from, to, sql`coalesce(cast(p.intent as text), 'none')`));
    await check(
      'tag',
      all(),
      await directBy(
        s,
        from,
        to,
        sql`coalesce(t.name, 'none')`,
        sql`left join prompt_tags pt on pt.prompt_id = p.id left join tags t on t.id = pt.tag_id`,
      ),
    );
    const byPrompt = await check('prompt', all(), await directBy(s, from, to, sql`p.document_id`));
    expect(byPrompt.groups.map((g) => g.label).sort()).toEqual(s.prompts.map((p) => p.text).sort());
    await check(
      'branded',
      all(),
      await directBy(s, from, to, sql`case when ${branded} then 'branded' else 'nonBranded' end`),
    );
    // A prompt filter lists every prompt it leaves, with or without answers in the range.
    const seoul = await report(`from=2020-01-01&to=2020-01-31&tags=seoul&groupBy=prompt`);
    expect(seoul.groups.map((g) => [g.key, g.n])).toEqual(
      s.prompts.filter((_, i) => i === 1 || i === 2).map((p) => [p.documentId, 0]),
    );

    // Weeks (keyed by their Monday) and months over 45 days: every period, empty ones too.
    const early = new Date(`${to}T00:00:00Z`);
    early.setUTCDate(early.getUTCDate() - 44);
    const wide = `from=${early.toISOString().slice(0, 10)}&to=${to}`;
    const weeks = await check(
      'week',
      wide,
      await directBy(s, from, to, sql`to_char(date_trunc('week', c.day), 'YYYY-MM-DD')`),
    );
    expect(weeks.groups.length).toBeGreaterThanOrEqual(7);
    expect(weeks.groups[0]!.from).toBe(early.toISOString().slice(0, 10));
    expect(weeks.groups.at(-1)!.to).toBe(to);
    for (const g of weeks.groups) expect(new Date(`${g.key}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = await check('month', wide, await directBy(s, from, to, sql`to_char(c.day, 'YYYY-MM')`));
    expect(months.groups.length).toBeGreaterThanOrEqual(2);
    const days = await report(`${all()}&groupBy=day`);
    expect(days.groups.map((g) => [g.key, g.n])).toEqual(days.series.map((d) => [d.day, d.n]));

    // Groups that are not periods are each compared with the same group before.
    const [d0, d1, d2, d3] = s.collected as [string, string, string, string];
    const engines = await report(`from=${d2}&to=${d3}&compare=previous&groupBy=engine`);
    for (const engine of filterEngines) {
      const now = await direct(s, d2, d3, sql`c.engine = ${engine}`);
      const before = await direct(s, d0, d1, sql`c.engine = ${engine}`);
      const test = twoProportionZTest(
        before.mentioning.get('brand')!,
        before.n,
        now.mentioning.get('brand')!,
        now.n,
      )!;
      const change = engines.groups.find((g) => g.key === engine)!.brands[0]!.change!;
      expect(change.pValue).toBeCloseTo(test.pValue, 12);
      expect(change.significant).toBe(test.significant);
    }
  });

  it("answers the prompt × engine table with cells equal to direct counts, by the own brand's visibility", async () => {
    const res = await get('tracking/prompts', all());
    expect(res.statusCode, res.body).toBe(200);
    const { data } = PromptEngineResponse.parse(res.json());
    expect(data.engines).toEqual([...filterEngines]);
    expect(data.brands[0]).toMatchObject({ key: 'brand', own: true });
    expect(data.rows.map((r) => r.prompt.documentId).sort()).toEqual(
      s.prompts.map((p) => p.documentId).sort(),
    );
    for (const row of data.rows) {
      const prompt = s.prompts.find((p) => p.documentId === row.prompt.documentId)!;
      for (const engine of filterEngines) {
        const cell = await direct(
          s,
          s.collected[0]!,
          s.collected[3]!,
          sql`c.prompt_id = ${prompt.id} and c.engine = ${engine}`,
        );
        expect(row.cells[engine]!.n, `${prompt.text} ${engine}`).toBe(cell.n);
        expect(row.cells[engine]!.mentioning).toEqual(
          data.brands.map((b) => cell.mentioning.get(b.key) ?? 0),
        );
      }
      const overall = await direct(s, s.collected[0]!, s.collected[3]!, sql`c.prompt_id = ${prompt.id}`);
      expect(row.n).toBe(overall.n);
      expect(row.mentioning[0]).toBe(overall.mentioning.get('brand') ?? 0);
    }
    const visibility = data.rows.map((r) => r.mentioning[0]! / r.n);
    expect(visibility).toEqual([...visibility].sort((a, b) => b - a));
    expect(data.rows.find((r) => r.prompt.text === 'Oneul Coffee price list')!.prompt).toMatchObject({
      branded: true,
      tags: ['price'],
      intent: 'transactional',
    });
    const seoul = await get('tracking/prompts', `${all()}&tags=seoul&engines=gemini`);
    const filtered = PromptEngineResponse.parse(seoul.json()).data;
    expect(filtered.engines).toEqual(['gemini']);
    expect(filtered.rows.map((r) => r.prompt.tags.includes('seoul'))).toEqual([true, true]);
  });

  it('reads the same numbers from block rollups as direct counts, for ranges whose blocks hold the answers', async () => {
    // Ranges starting up to 17 days before the data and ending up to 17 days after it (in the future): most
    // cover the collected days with 4- and 16-day blocks, some cut through them. Every table cell, every group by
    // prompt and every prompt-filtered comparison must equal direct counts over the chats.
    const shift = (day: string, days: number) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const [d0, d1, d2, d3] = s.collected as [string, string, string, string];
    const froms = [d1, d2, ...[0, 1, 2, 3, 5, 9, 17].map((k) => shift(d0, -k))];
    const tos = [d2, ...[0, 1, 2, 3, 6, 11, 17].map((k) => shift(d3, k))];
    const [p1] = s.prompts;
    let blockRanges = 0;
    for (const from of froms) {
      for (const to of tos) {
        if (from > to) continue;
        const { blocks } = splitIntoBlocks(from, to);
        const dataDays = s.collected.filter((d) => d >= from && d <= to);
        if (blocks.some((b) => dataDays.some((d) => d >= b.start && d < shift(b.start, b.span))))
          blockRanges++;
        const range = `from=${from}&to=${to}`;
        const table = await get('tracking/prompts', range);
        expect(table.statusCode, table.body).toBe(200);
        const { data } = PromptEngineResponse.parse(table.json());
        const cells = await directBy(s, from, to, sql`p.document_id || ' ' || c.engine`);
        for (const row of data.rows)
          for (const engine of filterEngines) {
            const key = `${row.prompt.documentId} ${engine}`;
            expect(row.cells[engine]!.n, `${range} ${key}`).toBe(cells.get(key)?.n ?? 0);
            expect(row.cells[engine]!.mentioning[0], `${range} ${key}`).toBe(cells.get(key)?.own ?? 0);
          }
        const grouped = await report(`${range}&groupBy=prompt`);
        const prompts = await directBy(s, from, to, sql`p.document_id`);
        for (const g of grouped.groups) {
          expect(g.n, `${range} ${g.key}`).toBe(prompts.get(g.key)?.n ?? 0);
          expect(g.brands[0]!.visibility.mentioning).toBe(prompts.get(g.key)?.own ?? 0);
        }
        // One prompt compared with the period before: the earlier period has no series, so it reads blocks too.
        const compared = await report(`${range}&prompts=${p1!.documentId}&compare=previous`);
        const span = dayCount(from, to);
        const before = await direct(s, shift(from, -span), shift(from, -1), sql`p.id = ${p1!.id}`);
        expect(compared.previous?.n, range).toBe(before.n);
      }
    }
    // Most ranges put collected days inside blocks (the test would prove nothing otherwise).
    expect(blockRanges).toBeGreaterThan(20);
  });

  it('names the bad parameter and value', async () => {
    const common: Array<[string, string, RegExp]> = [
      ['tags=seoul,nosuchtag', 'tags', /nosuchtag/],
      ['intents=commercial,curious', 'intents', /curious/],
      ['branded=yes', 'branded', /yes/],
      ['prompts=nosuchprompt0000000000000', 'prompts', /nosuchprompt/],
      ['engines=bing', 'engines', /bing/],
      ['from=2026-02-30', 'from', /2026-02-30/],
      ['from=03/01/2026', 'from', /YYYY-MM-DD/],
      ['from=2026-03-10&to=2026-03-01', 'from', /after/],
      ['from=2025-01-01&to=2026-01-02', 'to', /367 days/],
    ];
    const trackingOnly: Array<[string, string, RegExp]> = [
      ['compare=next', 'compare', /next/],
      ['groupBy=year', 'groupBy', /year/],
    ];
    const cases: Array<[string, string, string, RegExp]> = [
      ...[...common, ...trackingOnly].map(
        ([q, f, m]) => ['tracking', q, f, m] as [string, string, string, RegExp],
      ),
      ...common.map(([q, f, m]) => ['tracking/prompts', q, f, m] as [string, string, string, RegExp]),
    ];
    for (const [path, query, field, message] of cases) {
      const res = await get(path, query);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      const { error } = res.json();
      expect(error.name).toBe('ValidationError');
      expect(error.message, query).toMatch(message);
      expect(error.details.errors[0].path, query).toEqual([field]);
    }
    // The table takes no groupBy (a strict query); tracking takes compare=none.
    expect((await get('tracking/prompts', 'groupBy=day')).statusCode).toBe(400);
    expect((await get('tracking', 'compare=none&groupBy=week')).statusCode).toBe(200);
  });

  it("answers 404 for another organization's project on both endpoints", async () => {
    for (const path of ['tracking', 'tracking/prompts']) {
      const res = await get(path, all(), s.outsider);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Oneul');
      // Even a bad filter tells an outsider nothing but "not found".
      expect((await get(path, 'tags=nosuchtag', s.outsider)).statusCode).toBe(404);
    }
  });
});
