import { SourceDomainDetailResponse, SourceDomainOverTimeResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, wilsonInterval } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import {
  type Cited,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

// A small project whose every answer is scripted: three days, two prompts (p0, p1) × two engines (chatgpt, gemini).
// namu.wiki is cited by every chatgpt answer and by gemini's answer to p0 on the last day; gemini's run of p1 on the
// middle day has no answer. Who each answer names is in `script`, so every number below is counted by hand.

const wiki: Cited = { url: 'https://namu.wiki/w/coffee', domain: 'namu.wiki', sourceType: 'reference' };
const wikiHome: Cited = { url: 'https://namu.wiki/page', domain: 'namu.wiki', sourceType: 'reference' };
const blog: Cited = { url: 'https://blog.naver.com/page', domain: 'naver.com', sourceType: 'ugc' };

const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 3);
const range = `from=${days[0]}&to=${days[2]}`;

type Named = 'brand' | 'starbucks' | 'ediya';
interface Scripted {
  cites: boolean;
  named: Named[];
  noAnswer?: boolean;
  simulated?: boolean;
}

/** script[day][prompt][engine]: engine 0 is chatgpt, 1 gemini. */
const script: Scripted[][][] = [
  [
    [
      { cites: true, named: ['brand'] },
      { cites: false, named: ['starbucks'] },
    ],
    [
      { cites: true, named: ['starbucks', 'brand'] },
      { cites: false, named: [] },
    ],
  ],
  [
    [
      { cites: true, named: ['brand'] },
      { cites: false, named: ['starbucks'] },
    ],
    [
      { cites: true, named: ['starbucks'] },
      { cites: false, named: [], noAnswer: true },
    ],
  ],
  [
    [
      { cites: true, named: ['brand'] },
      { cites: true, named: ['ediya'] },
    ],
    [
      { cites: true, named: [] },
      { cites: false, named: ['brand'], simulated: true },
    ],
  ],
];

const rate = (numerator: number, denominator: number) => {
  const interval = wilsonInterval(numerator, denominator);
  return {
    value: denominator ? numerator / denominator : null,
    numerator,
    denominator,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
};

describe.each(testDatabaseKinds())('a domain over time on %s', (kind) => {
  const s = {} as { t: TestApp; owner: Account; outsider: Account; p: DashboardProject; promptIds: string[] };

  beforeAll(async () => {
    const { t, owner, outsider } = await dashboardApp(kind);
    const p = await createDashboardProject(t, owner, '오늘커피');
    const [, starbucks, ediya] = p.brandKeys as [string, string, string];
    const keyOf: Record<Named, string> = { brand: 'brand', starbucks, ediya };
    const promptKeys = [...p.prompts.keys()];
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (run, i) => {
        const prompt = promptKeys.indexOf(run.promptId);
        const engine = run.engine === 'chatgpt' ? 0 : 1;
        const x = script[d]![prompt]![engine]!;
        // The first answer cites two pages of the domain: one answer citing it, two citations.
        const first = d === 0 && prompt === 0 && engine === 0;
        const cited = x.cites ? (first ? [wiki, wikiHome, blog] : [wiki, blog]) : [blog];
        return {
          named: x.named.map((n) => keyOf[n]),
          cited,
          noAnswer: x.noAnswer ?? false,
          simulated: x.simulated ?? false,
          collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
        };
      });
    }
    Object.assign(s, { t, owner, outsider, p, promptIds: [...p.prompts.values()] });
  }, 120_000);
  afterAll(async () => {
    await s.t?.close();
  });

  const get = (domain: string, query: string, who?: Account) =>
    s.t.as((who ?? s.owner).jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.p.documentId}/sources/domains/${domain}/over-time?${query}`,
    });
  const read = async (query: string, domain = 'namu.wiki') => {
    const res = await get(domain, query);
    expect(res.statusCode, res.body).toBe(200);
    return SourceDomainOverTimeResponse.parse(res.json());
  };

  it('counts the answers citing the domain per day and engine, with their shares and intervals', async () => {
    const body = await read(range);
    const data = body.data;
    expect(data).toMatchObject({
      domain: 'namu.wiki',
      from: days[0],
      to: days[2],
      granularity: 'day',
      engines: ['chatgpt', 'gemini'],
      simulated: true,
    });
    expect(data.share).toEqual(rate(7, 11));
    expect(body.meta).toMatchObject({ n: 11, empty: null, sort: 'answersCiting:desc' });
    expect(data.byEngine).toEqual([
      { engine: 'chatgpt', n: 6, answersCiting: 6, share: rate(6, 6) },
      { engine: 'gemini', n: 5, answersCiting: 1, share: rate(1, 5) },
    ]);
    expect(data.periods.map((p) => [p.key, p.from, p.to])).toEqual(days.map((d) => [d, d, d]));
    const expected = [
      // [n, citing] per engine: chatgpt, gemini
      [
        [2, 2],
        [2, 0],
      ],
      [
        [2, 2],
        [1, 0],
      ],
      [
        [2, 2],
        [2, 1],
      ],
    ];
    for (const [i, period] of data.periods.entries()) {
      const [[cn, cc], [gn, gc]] = expected[i] as [[number, number], [number, number]];
      expect(period.n).toBe(cn + gn);
      expect(period.answersCiting).toBe(cc + gc);
      expect(period.share).toEqual(rate(cc + gc, cn + gn));
      expect(period.engines).toEqual([
        { engine: 'chatgpt', n: cn, answersCiting: cc, share: rate(cc, cn) },
        { engine: 'gemini', n: gn, answersCiting: gc, share: rate(gc, gn) },
      ]);
    }
  });

  it('agrees with the domain screen: its answers citing, n and brands named beside it', async () => {
    const [overTime, detailRes] = await Promise.all([
      read(range),
      s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/projects/${s.p.documentId}/source-domains/namu.wiki?${range}`,
      }),
    ]);
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = SourceDomainDetailResponse.parse(detailRes.json());
    expect(overTime.data.share.numerator).toBe(detail.data.domain.answersCiting);
    expect(overTime.data.share.denominator).toBe(detail.meta.n);
    expect(detail.data.domain.citations).toBe(8);
    for (const e of detail.data.engines) {
      expect(overTime.data.byEngine.find((x) => x.engine === e.engine)).toMatchObject({
        n: e.n,
        answersCiting: e.answersCiting,
      });
    }
    for (const b of detail.data.brands) {
      expect(overTime.data.brands.find((x) => x.key === b.key)!.citing.numerator).toBe(b.answers);
    }
  });

  it('sets each brand in the answers citing the domain beside its visibility, in all and per day', async () => {
    const { data } = await read(range);
    const [, starbucks, ediya] = s.p.brandKeys as [string, string, string];
    expect(data.brands.map((b) => [b.key, b.name, b.own])).toEqual([
      ['brand', '오늘커피', true],
      [starbucks, '스타벅스', false],
      [ediya, '이디야', false],
    ]);
    const [own, rival, third] = data.brands as [
      (typeof data.brands)[number],
      (typeof data.brands)[number],
      (typeof data.brands)[number],
    ];
    expect(own.citing).toEqual(rate(4, 7));
    expect(own.visibility).toEqual(rate(5, 11));
    expect(own.difference!).toBeCloseTo(4 / 7 - 5 / 11, 12);
    expect(rival.citing).toEqual(rate(2, 7));
    expect(rival.visibility).toEqual(rate(4, 11));
    expect(rival.difference!).toBeCloseTo(2 / 7 - 4 / 11, 12);
    expect(third.citing).toEqual(rate(1, 7));
    expect(third.visibility).toEqual(rate(1, 11));
    // Citing (4 of 7) against the other answers (1 of 4): too few answers for a significant difference.
    expect(own.significant).toBe(false);
    expect(own.pValue!).toBeGreaterThan(0.05);
    // Per day: [citing naming, citing, naming, n].
    const ownDays = [
      [2, 2, 2, 4],
      [1, 2, 1, 3],
      [1, 3, 2, 4],
    ];
    const rivalDays = [
      [1, 2, 2, 4],
      [1, 2, 2, 3],
      [0, 3, 0, 4],
    ];
    for (const [brand, expected] of [
      [own, ownDays],
      [rival, rivalDays],
    ] as const) {
      expect(brand.points).toHaveLength(3);
      for (const [i, [x, c, m, n]] of expected.entries()) {
        expect(brand.points[i]!.citing, `${brand.key} ${days[i]}`).toEqual(rate(x!, c!));
        expect(brand.points[i]!.visibility, `${brand.key} ${days[i]}`).toEqual(rate(m!, n!));
      }
    }
  });

  it('lists the prompts whose answers cite it with their engines, sorted and paged', async () => {
    const [p0, p1] = s.promptIds as [string, string];
    const { data, meta } = await read(range);
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 2 });
    expect(data.prompts.map((p) => [p.documentId, p.share])).toEqual([
      [p0, rate(4, 6)],
      [p1, rate(3, 5)],
    ]);
    expect(data.prompts[0]!.text).toBe('오늘커피: 서울 커피 브랜드 추천');
    expect(data.prompts[0]!.engines).toEqual([
      { engine: 'chatgpt', answers: 3, answersCiting: 3 },
      { engine: 'gemini', answers: 3, answersCiting: 1 },
    ]);
    expect(data.prompts[1]!.engines).toEqual([
      { engine: 'chatgpt', answers: 3, answersCiting: 3 },
      { engine: 'gemini', answers: 2, answersCiting: 0 },
    ]);
    const byAnswers = await read(`${range}&sort=answers:asc&pagination[pageSize]=1&pagination[page]=2`);
    expect(byAnswers.meta).toMatchObject({
      sort: 'answers:asc',
      pagination: { page: 2, pageSize: 1, pageCount: 2, total: 2 },
    });
    expect(byAnswers.data.prompts.map((p) => p.documentId)).toEqual([p0]);
    const byText = await read(`${range}&sort=text`);
    expect(byText.meta.sort).toBe('text:asc');
    // Past the last page: no rows, the total still said.
    const past = await read(`${range}&pagination[page]=3`);
    expect(past.data.prompts).toEqual([]);
    expect(past.meta.pagination.total).toBe(2);
  });

  it('narrows to an engine, groups a long range by ISO week, and says why a filter leaves nothing', async () => {
    const gemini = await read(`${range}&engines=gemini`);
    expect(gemini.data.engines).toEqual(['gemini']);
    expect(gemini.data.share).toEqual(rate(1, 5));
    expect(gemini.data.brands[0]!.citing).toEqual(rate(0, 1));
    expect(gemini.data.brands[0]!.visibility).toEqual(rate(1, 5));
    expect(gemini.data.prompts.map((p) => p.share)).toEqual([rate(1, 3)]);

    const from = daysEndingWith(days[2]!, 40)[0]!;
    const weeks = await read(`from=${from}&to=${days[2]}`);
    expect(weeks.data.granularity).toBe('week');
    expect(weeks.data.share).toEqual(rate(7, 11));
    for (const period of weeks.data.periods) expect(new Date(`${period.key}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.data.periods[0]!.from).toBe(from);
    expect(weeks.data.periods.reduce((a, p) => a + p.n, 0)).toBe(11);
    expect(weeks.data.periods.reduce((a, p) => a + p.answersCiting, 0)).toBe(7);

    // Both prompts name the own brand: the non-branded ones are none.
    const none = await read(`${range}&branded=false`);
    expect(none.data.share).toEqual(rate(0, 0));
    expect(none.meta.empty).toMatchObject({ kind: 'filtersExcludeAll', answers: 11 });

    const uncited = await read(range, 'never-cited.kr');
    expect(uncited.data.share).toEqual(rate(0, 11));
    expect(uncited.data.prompts).toEqual([]);
    expect(uncited.data.brands[0]!.citing).toEqual(rate(0, 0));
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    for (const [domain, query, field] of [
      ['not%20a%20domain', range, 'domain'],
      ['namu.wiki', `${range}&prompts=${s.promptIds[0]}`, 'prompts'],
      ['namu.wiki', `${range}&sort=citations:desc`, 'sort'],
      ['namu.wiki', `${range}&sort=answers:up`, 'sort'],
      ['namu.wiki', 'from=yesterday', 'from'],
      ['namu.wiki', `${range}&engines=altavista`, 'engines'],
      ['namu.wiki', `${range}&pagination[pageSize]=500`, 'pagination.pageSize'],
    ] as const) {
      const res = await get(domain, query);
      expect(res.statusCode, `${domain} ${query}`).toBe(400);
      expect(res.json().error.details.errors[0].path.at(-1), `${domain} ${query}`).toBe(field);
    }
    expect((await get('namu.wiki', range, s.outsider)).statusCode).toBe(404);
  });
});
