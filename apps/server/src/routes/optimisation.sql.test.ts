import { type OptimisationRecommendation, OptimisationResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion, twoProportionZTest } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  days,
  type OptimisationSetup,
  optimisationProject,
  pages,
  range,
  scriptedPrompts,
} from '#testing/optimisation-fixture.ts';

const inRange = `from=${range.from}&to=${range.to}`;

async function report(s: OptimisationSetup, query: string) {
  const res = await s.get(query);
  expect(res.statusCode, res.body).toBe(200);
  return OptimisationResponse.parse(res.json());
}

const pOf = (x1: number, n1: number, x2: number, n2: number) => twoProportionZTest(x1, n1, x2, n2)!.pValue;

/**
 * Every recommendation of the script's range (days 5–9), worked out by hand from `script` in the fixture. n = 4
 * prompts × 3 engines × 5 days = 60 answers in the range, and 60 in the five days before.
 */
function expectedRecommendations(s: OptimisationSetup): OptimisationRecommendation[] {
  const { keys, promptIds } = s;
  const guide = pages.ownedGuide.url;
  return [
    // Commercial prompts (gap + branded), other sites' citations: listicles 27 (blog.naver.com: gap chatgpt 5, gemini
    // 5, perplexity 2; branded 15) + 15 (tistory: gap gemini 5; branded perplexity 5 answers × 2) = 42; starbucks
    // homepage 5; forums 5 + 2 = 7; namu.wiki article 5: 59 in all. Answers citing a listicle: gap 5 + 5 + 2, branded
    // 15 = 27. The only owned page of those prompts is the menu (a product page, cited in the 15 branded answers).
    {
      kind: 'content_type',
      rank: 1,
      key: 'commercial:listicle',
      impact: { answers: 27 },
      subject: { intent: 'commercial', contentType: 'listicle' },
      evidence: {
        share: 42 / 59,
        citations: 42,
        othersCitations: 59,
        answers: 27,
        prompts: 2,
        ownedTypes: [{ contentType: 'product', pages: 1, citations: 15 }],
      },
      links: { intent: 'commercial', contentType: 'listicle' },
    },
    // The guide: 15 answers of 60 before (the informational prompt on every engine and day), 2 of 60 now (ChatGPT on
    // days 5 and 6): 15/60 × 60 − 2 = 13 answers lost.
    {
      kind: 'owned_page_drop',
      rank: 2,
      key: guide,
      impact: { answers: 13 },
      subject: {
        url: guide,
        normalizedUrl: guide,
        title: null,
        domain: 'oneulcoffee.kr',
        contentType: 'article',
      },
      evidence: {
        now: { value: 2 / 60, count: 2, n: 60 },
        before: { value: 15 / 60, count: 15, n: 60 },
        test: { delta: expect.closeTo(2 / 60 - 15 / 60, 12), pValue: expect.closeTo(pOf(15, 60, 2, 60), 12) },
      },
      links: { url: guide },
    },
    // The gap prompt: 15 answers, none naming the brand; ChatGPT (스타벅스, 투썸) 5, Gemini (스타벅스, 이디야) 5,
    // Perplexity (빽다방) 2 name a competitor: 12. Domains in those answers: blog.naver.com in all 12, the rest in 5,
    // reddit (2) sixth and cut.
    {
      kind: 'prompt_gap',
      rank: 3,
      key: promptIds.gap,
      impact: { answers: 12 },
      subject: { promptDocumentId: promptIds.gap, text: scriptedPrompts.gap.text, intent: 'commercial' },
      evidence: {
        n: 15,
        brandAnswers: 0,
        competitorAnswers: 12,
        competitors: [
          { key: keys.starbucks, name: '스타벅스', answers: 10 },
          { key: keys.ediya, name: '이디야', answers: 5 },
          { key: keys.twosome, name: '투썸', answers: 5 },
        ],
        domains: [
          { domain: 'naver.com', sourceType: 'ugc', answers: 12 },
          { domain: 'dcinside.com', sourceType: 'ugc', answers: 5 },
          { domain: 'namu.wiki', sourceType: 'reference', answers: 5 },
          { domain: 'starbucks.co.kr', sourceType: 'competitor', answers: 5 },
          { domain: 'tistory.com', sourceType: 'ugc', answers: 5 },
        ],
      },
      links: { promptDocumentId: promptIds.gap },
    },
    // tistory: the gap prompt's Gemini answers (5) and the branded prompt's Perplexity answers (5, naming 스타벅스
    // only, citing it twice): 10 answers with a competitor, none with the brand, 15 citations.
    {
      kind: 'outreach_domain',
      rank: 4,
      key: 'tistory.com',
      impact: { answers: 10 },
      subject: { domain: 'tistory.com' },
      evidence: {
        sourceType: 'ugc',
        answersCiting: 10,
        answersWithCompetitor: 10,
        answersWithBrand: 0,
        citations: 15,
        engines: ['perplexity', 'gemini'],
      },
      links: { domain: 'tistory.com' },
    },
    // Perplexity never names the brand (0/20); ChatGPT and Gemini do in the branded and informational prompts
    // (20/40): (0.5 − 0) × 20 = 10. Tied with tistory: outreach comes first.
    {
      kind: 'engine_gap',
      rank: 5,
      key: 'perplexity',
      impact: { answers: 10 },
      subject: { engine: 'perplexity' },
      evidence: {
        engine: { value: 0, count: 0, n: 20 },
        elsewhere: { value: 0.5, count: 20, n: 40 },
        test: { delta: -0.5, pValue: expect.closeTo(pOf(20, 40, 0, 20), 12) },
      },
      links: { engine: 'perplexity' },
    },
    // dcinside: the gap prompt's ChatGPT answers only.
    {
      kind: 'outreach_domain',
      rank: 6,
      key: 'dcinside.com',
      impact: { answers: 5 },
      subject: { domain: 'dcinside.com' },
      evidence: {
        sourceType: 'ugc',
        answersCiting: 5,
        answersWithCompetitor: 5,
        answersWithBrand: 0,
        citations: 5,
        engines: ['chatgpt'],
      },
      links: { domain: 'dcinside.com' },
    },
  ] as OptimisationRecommendation[];
}

describe.each(testDatabaseKinds())('optimisation report on %s', (kind) => {
  const s = optimisationProject(kind);

  it('ranks every kind of recommendation by impact with the evidence worked out from the script', async () => {
    const body = await report(s, inRange);
    expect(body.meta).toEqual({
      from: range.from,
      to: range.to,
      previousFrom: days[0],
      previousTo: days[4],
      n: 60,
      previousN: 60,
      simulated: true,
      engines: null,
      filters: { tags: [], intents: [], branded: null, prompts: [] },
      empty: null,
      thresholds: {
        minEvidenceAnswers: 3,
        contentTypeMinShare: 0.4,
        contentTypeMinCitations: 5,
        engineGapMinAnswers: 10,
        confidence: 0.95,
        maxPerKind: 50,
      },
      found: { prompt_gap: 1, outreach_domain: 2, content_type: 1, owned_page_drop: 1, engine_gap: 1 },
      metricsVersion,
    });
    expect(body.data).toEqual(expectedRecommendations(s));
    // Ranked by impact, ties by kind.
    expect(body.data.map((r) => r.impact.answers)).toEqual([27, 13, 12, 10, 10, 5]);
    expect(body.data.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('says nothing where the evidence is missing', async () => {
    const body = await report(s, inRange);
    const keysOf = (kind: OptimisationRecommendation['kind']) =>
      body.data.filter((r) => r.kind === kind).map((r) => r.key);
    // The branded prompt names the brand; the informational one names no competitor; the thin one names a
    // competitor in 2 answers (fewer than 3).
    expect(keysOf('prompt_gap')).toEqual([s.promptIds.gap]);
    // blog.naver.com and namu.wiki are also cited beside the brand; starbucks.co.kr is a competitor's; reddit (2) and
    // coupang (2) have too few answers; the owned site names the brand.
    expect(keysOf('outreach_domain')).toEqual(['tistory.com', 'dcinside.com']);
    // Informational: articles win, and the owned guide is an article; transactional: 2 citations only.
    expect(keysOf('content_type')).toEqual(['commercial:listicle']);
    // The menu is cited in 15 of 60 answers in both periods.
    expect(keysOf('owned_page_drop')).toEqual([pages.ownedGuide.url]);
    // ChatGPT and Gemini name the brand more often than the other engines do.
    expect(keysOf('engine_gap')).toEqual(['perplexity']);

    // Without Perplexity both engines name the brand in 10 of 20 answers: no engine gap.
    const twoEngines = await report(s, `${inRange}&engines=gemini,chatgpt`);
    expect(twoEngines.meta.engines).toEqual(['chatgpt', 'gemini']);
    expect(twoEngines.meta.n).toBe(40);
    expect(twoEngines.data.filter((r) => r.kind === 'engine_gap')).toEqual([]);
    // The gap prompt is still one, with ChatGPT's and Gemini's 10 answers.
    expect(twoEngines.data.find((r) => r.kind === 'prompt_gap')?.impact).toEqual({ answers: 10 });

    // The period before has no period before it: no drop; its answers are all real.
    const before = await report(s, `from=${days[0]}&to=${days[4]}`);
    expect(before.meta).toMatchObject({ n: 60, previousN: 0, simulated: false });
    expect(before.data.filter((r) => r.kind === 'owned_page_drop')).toEqual([]);

    // A range without answers: nothing at all.
    const empty = await report(
      s,
      `from=${daysEndingWith(days[0]!, 21)[0]}&to=${daysEndingWith(days[0]!, 12)[0]}`,
    );
    expect(empty.data).toEqual([]);
    expect(empty.meta).toMatchObject({ n: 0, previousN: 0, simulated: false });
    // It says why, as every report does: the range ends before the project's first day (its oldest collect's).
    expect(empty.meta.empty).toEqual({ kind: 'beforeFirstDay', firstDay: days[0] });
    expect(before.meta.empty).toBeNull();
    // An engine the project does not collect.
    const otherEngine = await report(s, `${inRange}&engines=claude`);
    expect(otherEngine.meta).toMatchObject({ n: 0 });
    expect(otherEngine.meta.empty).toMatchObject({ kind: 'engineNotInProject', engines: ['claude'] });
  });

  it('applies the report filters: an intent leaves only its prompts', async () => {
    // The informational prompt: 15 answers a period; the guide in 15 before and 2 now; 5 answers per engine are
    // too few to compare engines; namu.wiki is cited beside the brand; its owned page is an article, like the winner.
    const body = await report(s, `${inRange}&intents=informational`);
    expect(body.meta).toMatchObject({ n: 15, previousN: 15, simulated: false });
    expect(body.meta.filters.intents).toEqual(['informational']);
    const guide = pages.ownedGuide.url;
    expect(body.data).toEqual([
      {
        kind: 'owned_page_drop',
        rank: 1,
        key: guide,
        impact: { answers: 13 },
        subject: {
          url: guide,
          normalizedUrl: guide,
          title: null,
          domain: 'oneulcoffee.kr',
          contentType: 'article',
        },
        evidence: {
          now: { value: 2 / 15, count: 2, n: 15 },
          before: { value: 1, count: 15, n: 15 },
          test: { delta: expect.closeTo(2 / 15 - 1, 12), pValue: expect.closeTo(pOf(15, 15, 2, 15), 12) },
        },
        links: { url: guide },
      },
    ]);
  });

  it('defaults to the 30 days ending today in the project’s timezone, and answers 304 to its ETag', async () => {
    const res = await s.get('');
    expect(res.statusCode, res.body).toBe(200);
    const body = OptimisationResponse.parse(res.json());
    const thirty = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 30);
    const before = daysEndingWith(daysEndingWith(thirty[0]!, 2)[0]!, 30);
    expect(body.meta).toMatchObject({
      from: thirty[0],
      to: thirty.at(-1),
      previousFrom: before[0],
      previousTo: before.at(-1),
      n: 120,
      previousN: 0,
    });
    const again = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.p.documentId}/optimisation`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is a 404 for another organization and a 400 naming a bad parameter', async () => {
    const outside = await s.get(inRange, s.outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('tistory');
    expect((await s.get(inRange, s.outsider, '/export')).statusCode).toBe(404);
    for (const [query, field] of [
      ['from=2024-13-01', 'from'],
      ['from=yesterday', 'from'],
      [`from=${range.to}&to=${range.from}`, 'from'],
      ['engines=bing', 'engines'],
      ['intents=curious', 'intents'],
      ['tags=nope', 'tags'],
    ] as const) {
      for (const suffix of ['', '/export']) {
        const res = await s.get(query, s.owner, suffix);
        expect(res.statusCode, `${suffix} ${query}`).toBe(400);
        const { error } = res.json();
        expect(error.name, query).toBe('ValidationError');
        expect(error.details.errors[0].path, query).toEqual([field]);
      }
    }
    const unknown = await s.get('groupBy=day');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('groupBy');
  });

  it('exports one CSV row per recommendation in rank order, formula-looking cells escaped', async () => {
    const res = await s.get(inRange, s.owner, '/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="optimisation-${s.p.documentId}-${range.from}-${range.to}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
    expect(header).toEqual([
      'rank',
      'kind',
      'key',
      'subject',
      'impact_answers',
      'evidence',
      'link',
      'range_has_simulated_answers',
    ]);
    const expected = expectedRecommendations(s);
    expect(records).toHaveLength(expected.length);
    expect(records.map((r) => [r[0], r[1], r[2], r[4]])).toEqual(
      expected.map((r) => [String(r.rank), r.kind, r.key, String(r.impact.answers)]),
    );
    const gap = records.find((r) => r[1] === 'prompt_gap')!;
    // The prompt's text starts with "=": a spreadsheet must not run it.
    expect(gap[3]).toBe(`'${scriptedPrompts.gap.text}`);
    expect(gap[5]).toBe(
      'n 15; brand named in 0; a competitor named in 12 (스타벅스 10, 이디야 5, 투썸 5); cited there: naver.com (ugc) 12, dcinside.com (ugc) 5, namu.wiki (reference) 5, starbucks.co.kr (competitor) 5, tistory.com (ugc) 5',
    );
    expect(gap[6]).toBe(
      `/data/completions?from=${range.from}&to=${range.to}&prompt=${s.promptIds.gap}&brand=brand&mentioned=false`,
    );
    const drop = records.find((r) => r[1] === 'owned_page_drop')!;
    expect(drop[6]).toBe(
      `/projects/sources/urls/${encodeURIComponent(pages.ownedGuide.url)}?from=${range.from}&to=${range.to}`,
    );
    expect(drop[5]).toMatch(/^answers citing it now 2\/60 \(3\.3%\), before 15\/60 \(25\.0%\); p /);
    expect(records.find((r) => r[1] === 'engine_gap')![6]).toBe(
      `/data/completions?from=${range.from}&to=${range.to}&engines=perplexity&brand=brand&mentioned=false`,
    );
    expect(records.every((r) => r[7] === 'true')).toBe(true);
  });

  it("follows the caller's simple view: the evidence without n and p-values, everything else the same", async () => {
    const full = await s.get(inRange, s.owner, '/export');
    const me = await s.t.as(s.owner.jwt, { method: 'GET', url: '/api/users/me' });
    const setDetail = (reportDetail: string) =>
      s.t.as(s.owner.jwt, {
        method: 'PUT',
        url: `/api/v1/users/${me.json().id}`,
        payload: { data: { reportDetail } },
      });
    expect((await setDetail('simple')).statusCode).toBe(200);
    try {
      const res = await s.get(inRange, s.owner, '/export');
      expect(res.statusCode, res.body).toBe(200);
      const parse = (body: string) => Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
      const [header, ...records] = parse(res.body);
      const [fullHeader, ...fullRecords] = parse(full.body);
      expect(header).toEqual(fullHeader);
      expect(records.map((r) => r.filter((_, i) => i !== 5))).toEqual(
        fullRecords.map((r) => r.filter((_, i) => i !== 5)),
      );
      const evidence = records.map((r) => r[5]!);
      expect(evidence.filter((e) => /(^|; )n \d|; p /.test(e))).toEqual([]);
      expect(records.find((r) => r[1] === 'prompt_gap')![5]).toMatch(/^15 answers; brand named in 0; /);
      expect(records.find((r) => r[1] === 'owned_page_drop')![5]).toBe(
        'answers citing it now 2/60 (3.3%), before 15/60 (25.0%)',
      );
    } finally {
      await setDetail('full');
    }
  });
});
