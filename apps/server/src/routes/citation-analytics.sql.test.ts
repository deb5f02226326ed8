import {
  daysEndingWith,
  localDay,
  metricsVersion,
  twoProportionZTest,
  wilsonInterval,
} from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { citationProject, type DirectCitations, days, now, range } from '#testing/citation-fixture.ts';
import { rows } from '#testing/dashboard-fixture.ts';

/** A response's numbers for a cut (the whole range, a day, an engine) against the direct counts of that cut. */
function expectCut(
  got: { n: number; citing: number; citations: number; ownedCitations: number } & Record<string, unknown>,
  expected: DirectCitations,
  label: string,
) {
  expect(got.n, label).toBe(expected.n);
  expect(got.citing, label).toBe(expected.citing);
  expect(got.citations, label).toBe(expected.citations);
  expect(got.ownedCitations, label).toBe(expected.owned);
  const rate = got.citationRate as number | null;
  const share = got.citationShare as number | null;
  const impression = got.impressionShare as number | null;
  if (expected.n === 0) expect(rate, label).toBeNull();
  else expect(rate!, label).toBeCloseTo(expected.citing / expected.n, 12);
  if (expected.citations === 0) expect(share, label).toBeNull();
  else expect(share!, label).toBeCloseTo(expected.owned / expected.citations, 12);
  if (expected.impression === 0) expect(impression, label).toBeNull();
  else expect(impression!, label).toBeCloseTo(expected.ownedImpression / expected.impression, 5);
}

describe.each(testDatabaseKinds())('citation analytics on %s', (kind) => {
  const s = citationProject(kind);
  const engine = (name: string) => sql`c.engine = ${name}`;

  it('gives the owned KPIs, their changes, the daily series and each engine as counted over stored chats and citations', async () => {
    const { read, direct } = s;
    const body = await read(range);
    const data = body.data;
    const expected = await direct();
    const before = await direct(sql`true`, days[0], days[4]);
    expect(body.meta).toEqual({ metricsVersion });
    expect(expected.n).toBe(19);
    expect(expected.citing).toBeGreaterThan(0);
    expect(before.citing).toBeGreaterThan(expected.citing);
    expect(data).toMatchObject({
      from: now.from,
      to: now.to,
      engines: ['chatgpt', 'gemini'],
      simulated: false,
      n: expected.n,
      previous: { from: days[0], to: days[4], n: before.n },
      granularity: 'day',
      filters: { tags: [], intents: [], branded: null, prompts: [] },
    });
    expect(data.ownedMedia.map((m) => m.kind)).toEqual(['domain', 'url', 'social']);

    // Owned citation rate: answers citing an owned URL / n, Wilson interval, tested change.
    const interval = wilsonInterval(expected.citing, expected.n)!;
    const rateTest = twoProportionZTest(before.citing, before.n, expected.citing, expected.n)!;
    expect(data.citationRate).toMatchObject({ citing: expected.citing, n: expected.n });
    expect(data.citationRate.value!).toBeCloseTo(expected.citing / expected.n, 12);
    expect(data.citationRate.low!).toBeCloseTo(interval.low, 12);
    expect(data.citationRate.high!).toBeCloseTo(interval.high, 12);
    expect(data.citationRate.change.previous!).toBeCloseTo(before.citing / before.n, 12);
    expect(data.citationRate.change.previousN).toBe(before.n);
    expect(data.citationRate.change.delta!).toBeCloseTo(rateTest.difference, 12);
    expect(data.citationRate.change.pValue!).toBeCloseTo(rateTest.pValue, 12);
    expect(data.citationRate.change.significant).toBe(rateTest.significant);

    // Owned citation share: owned citations / all citations, tested with the citations as n.
    const shareTest = twoProportionZTest(before.owned, before.citations, expected.owned, expected.citations)!;
    expect(data.citationShare).toMatchObject({ owned: expected.owned, total: expected.citations });
    expect(data.citationShare.value!).toBeCloseTo(expected.owned / expected.citations, 12);
    expect(data.citationShare.change.previousN).toBe(before.citations);
    expect(data.citationShare.change.previous!).toBeCloseTo(before.owned / before.citations, 12);
    expect(data.citationShare.change.pValue!).toBeCloseTo(shareTest.pValue, 12);
    expect(data.citationShare.change.significant).toBe(shareTest.significant);

    // Owned impression share: Σ owned impression / Σ impression, its change a plain difference.
    const impressionNow = expected.ownedImpression / expected.impression;
    const impressionBefore = before.ownedImpression / before.impression;
    expect(data.impressionShare.answersWithCitations).toBe(expected.withCitations);
    expect(data.impressionShare.owned).toBeCloseTo(expected.ownedImpression, 4);
    expect(data.impressionShare.total).toBeCloseTo(expected.impression, 4);
    expect(data.impressionShare.value!).toBeCloseTo(impressionNow, 5);
    expect(data.impressionShare.change.previous!).toBeCloseTo(impressionBefore, 5);
    expect(data.impressionShare.change.delta!).toBeCloseTo(impressionNow - impressionBefore, 5);

    // Every day of the range, zero-filled, each as counted that day.
    expect(data.series.map((p) => p.key)).toEqual(days.slice(5));
    for (const point of data.series) {
      expect([point.from, point.to]).toEqual([point.key, point.key]);
      expectCut(point, await direct(sql`true`, point.key, point.key), point.key);
    }

    // Each engine: its n, citations, owned citations, shares, and the first owned position. ChatGPT's answers
    // never cite both owned sites, so its mean is per answer exactly; Gemini's sometimes do: a mean over pairs.
    expect(data.byEngine.map((e) => e.engine)).toEqual(['chatgpt', 'gemini']);
    for (const row of data.byEngine) {
      const e = await direct(engine(row.engine));
      expectCut(row, e, row.engine);
      expect(row.firstOwnedPosition.pairs, row.engine).toBe(e.pairs);
      expect(row.firstOwnedPosition.answers, row.engine).toBe(e.citing);
      expect(row.firstOwnedPosition.mean!, row.engine).toBeCloseTo(e.firstPerPair!, 12);
      expect(row.firstOwnedPosition.exact, row.engine).toBe(e.pairs === e.citing);
      if (row.firstOwnedPosition.exact) {
        expect(row.firstOwnedPosition.mean!, row.engine).toBeCloseTo(e.firstPerAnswer!, 12);
      }
    }
    const [chatgpt, gemini] = data.byEngine;
    expect(chatgpt!.firstOwnedPosition.exact).toBe(true);
    expect(gemini!.firstOwnedPosition.exact).toBe(false);
    expect(gemini!.firstOwnedPosition.pairs).toBeGreaterThan(gemini!.firstOwnedPosition.answers);

    // Over every engine, and per owned domain.
    expect(data.firstOwnedPosition).toMatchObject({
      pairs: expected.pairs,
      answers: expected.citing,
      exact: false,
    });
    expect(data.firstOwnedPosition.mean!).toBeCloseTo(expected.firstPerPair!, 12);
    expect(data.ownedDomains.map((d) => [d.domain, d.citations, d.answersCiting])).toEqual(
      expected.domains.map((d) => [d.domain, d.citations, d.answers]),
    );
    for (const [i, d] of data.ownedDomains.entries()) {
      expect(d.meanFirstPosition!, d.domain).toBeCloseTo(expected.domains[i]!.first, 12);
    }
  });

  it('follows the engine, prompt, intent and branded filters', async () => {
    const { p, read, direct } = s;
    const check = async (query: string, where: SQL) => {
      const data = (await read(`${range}&${query}`)).data;
      const expected = await direct(where);
      const before = await direct(where, days[0], days[4]);
      expectCut(
        {
          n: data.n,
          citing: data.citationRate.citing,
          citations: data.citationShare.total,
          ownedCitations: data.citationShare.owned,
          citationRate: data.citationRate.value,
          citationShare: data.citationShare.value,
          impressionShare: data.impressionShare.value,
        },
        expected,
        query,
      );
      expect(data.previous.n, query).toBe(before.n);
      expect(data.citationRate.change.previousN, query).toBe(before.n);
      expect(data.citationShare.change.previousN, query).toBe(before.citations);
      expect(data.firstOwnedPosition.pairs, query).toBe(expected.pairs);
      if (expected.pairs > 0)
        expect(data.firstOwnedPosition.mean!, query).toBeCloseTo(expected.firstPerPair!, 12);
      for (const point of data.series) {
        expect(point.n, `${query} ${point.key}`).toBe((await direct(where, point.key, point.key)).n);
      }
      return data;
    };

    const gemini = await check('engines=gemini', engine('gemini'));
    expect(gemini.engines).toEqual(['gemini']);
    expect(gemini.byEngine.map((e) => e.engine)).toEqual(['gemini']);

    const [promptId, promptDocumentId] = [...p.prompts.entries()][1]!;
    const one = await check(
      `engines=chatgpt&prompts=${promptDocumentId}`,
      sql`c.engine = 'chatgpt' and c.prompt_id = ${promptId}`,
    );
    expect(one.filters.prompts).toEqual([promptDocumentId]);

    // Intents read the filter's segment (answers) and the per-prompt domain rows.
    const intents = rows<{ intent: string | null; id: number }>(
      await s.t.database.db.execute(sql`select intent, id from prompts where project_id = ${p.id}`),
    );
    const intent = intents[0]!.intent!;
    const ids = intents.filter((i) => i.intent === intent).map((i) => Number(i.id));
    await check(`intents=${intent}`, sql`c.prompt_id in (${sql.join(ids, sql`, `)})`);

    // Every prompt names the brand: branded=false leaves no answer, and every rate is "no data".
    const none = await read(`${range}&branded=false`);
    expect(none.data).toMatchObject({ n: 0, byEngine: [], ownedDomains: [] });
    expect(none.data.citationRate).toMatchObject({ value: null, citing: 0, n: 0, low: null, high: null });
    expect(none.data.citationShare.value).toBeNull();
    expect(none.data.impressionShare.value).toBeNull();
    expect(none.data.firstOwnedPosition).toMatchObject({ mean: null, pairs: 0 });
  });

  it('draws ranges over 62 days per ISO week, each week as counted', async () => {
    const { read, direct } = s;
    const today = localDay(new Date(), 'Asia/Seoul');
    const long = daysEndingWith(today, 70);
    const data = (await read(`from=${long[0]}&to=${today}`)).data;
    expect(data.granularity).toBe('week');
    expect(data.series[0]!.from).toBe(long[0]);
    expect(data.series.at(-1)!.to).toBe(today);
    for (const [i, point] of data.series.entries()) {
      const monday = new Date(`${point.key}T00:00:00Z`);
      expect(monday.getUTCDay(), point.key).toBe(1);
      if (i > 0) expect(point.from).toBe(point.key);
      expectCut(point, await direct(sql`true`, point.from, point.to), point.key);
    }
    expect(data.series.reduce((sum, p) => sum + p.n, 0)).toBe(data.n);
    // The owned domains of a range holding a whole month: its monthly domain rows and the days around them.
    const all = await direct(sql`true`, long[0], today);
    expect(data.n).toBe(all.n);
    expect(data.firstOwnedPosition).toMatchObject({ pairs: all.pairs, answers: all.citing });
    expect(data.firstOwnedPosition.mean!).toBeCloseTo(all.firstPerPair!, 12);
    expect(data.ownedDomains.map((d) => [d.domain, d.citations, d.answersCiting])).toEqual(
      all.domains.map((d) => [d.domain, d.citations, d.answers]),
    );
  });

  it('reads the owned domains of whole months from their monthly rows, as counted', async () => {
    const { read, direct } = s;
    // The calendar months holding every answer, read whole (the monthly domain rows, no day around them).
    const from = `${days[0]!.slice(0, 7)}-01`;
    const end = new Date(`${days[9]!.slice(0, 7)}-01T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    end.setUTCDate(0);
    const to = end.toISOString().slice(0, 10);
    const data = (await read(`from=${from}&to=${to}`)).data;
    const all = await direct(sql`true`, from, to);
    expect(all.n).toBe(39);
    expect(data.n).toBe(all.n);
    expect(data.firstOwnedPosition).toMatchObject({ pairs: all.pairs, answers: all.citing });
    expect(data.firstOwnedPosition.mean!).toBeCloseTo(all.firstPerPair!, 12);
    expect(data.ownedDomains.map((d) => [d.domain, d.citations, d.answersCiting])).toEqual(
      all.domains.map((d) => [d.domain, d.citations, d.answers]),
    );
    for (const row of data.byEngine) {
      const e = await direct(engine(row.engine), from, to);
      expect(row.firstOwnedPosition.pairs, row.engine).toBe(e.pairs);
      expect(row.firstOwnedPosition.mean!, row.engine).toBeCloseTo(e.firstPerPair!, 12);
    }
  });

  it('answers 304 to a current ETag, and a new body once the owned media change', async () => {
    const { get, p, t, owner } = s;
    const first = await get(range);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await get(range, owner, { 'if-none-match': etag })).statusCode).toBe(304);
    // Removed behind the API's back: the key holds the owned media, so the stale body is not served.
    await t.database.db.execute(sql`delete from owned_media where project_id = ${p.id} and kind = 'social'`);
    const after = await get(range, owner, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.ownedMedia.map((m: { kind: string }) => m.kind)).toEqual(['domain', 'url']);
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    const { get, outsider } = s;
    for (const [query, field] of [
      ['engines=bing', 'engines'],
      ['tags=nope', 'tags'],
      ['intents=curious', 'intents'],
      ['branded=maybe', 'branded'],
      ['prompts=nosuchprompt', 'prompts'],
      ['from=2024-02-30', 'from'],
      ['from=2024-03-02&to=2024-03-01', 'from'],
      ['from=2023-01-01&to=2024-12-31', 'to'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    const unknown = await get(`${range}&sort=citations`);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error)).toContain('sort');
    expect((await get(range, outsider)).statusCode).toBe(404);
    const anonymous = await s.t.app.inject({
      method: 'GET',
      url: `/api/projects/${s.p.documentId}/citation-analytics?${range}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
