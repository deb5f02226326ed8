import type { CitationAnswerSums, OwnedDomainSums } from '@sightline/db';
import { describe, expect, it } from 'vitest';
import { trackingRange } from '../report-filter/index.ts';
import { buildCitationAnalytics } from './build-citation-analytics.ts';

const sums = (engine: string, day: string | null, n: number, citing: number, owned: number, all: number) =>
  ({
    engine,
    day,
    answers: n,
    noAnswers: 0,
    answersWithCitations: n,
    answersCitingOwned: citing,
    citations: all,
    ownedCitations: owned,
    impression: n,
    ownedImpression: owned / 2,
  }) satisfies CitationAnswerSums;

const domain = (engine: string, name: string, answers: number, positions: number): OwnedDomainSums => ({
  engine,
  domain: name,
  citations: answers,
  answersCiting: answers,
  firstPositionSum: positions,
});

const build = (from: string, to: string, current: CitationAnswerSums[], domains: OwnedDomainSums[]) =>
  buildCitationAnalytics({
    range: trackingRange({ from, to }, to),
    filters: { tags: [], intents: [], branded: null, prompts: [] },
    projectEngines: ['gemini', 'chatgpt'],
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    simulated: false,
    current,
    previous: { from: '2026-10-01', to: '2026-10-01', rows: [] },
    ownedDomains: domains,
  });

describe('owned citation analytics from rollup sums', () => {
  it('zero-fills the days, orders engines by id and says no data rather than 0 % without a denominator', () => {
    const report = build(
      '2026-11-02',
      '2026-11-04',
      [sums('gemini', '2026-11-02', 4, 1, 1, 8), sums('chatgpt', '2026-11-04', 2, 2, 3, 3)],
      [],
    );
    expect(report.engines).toEqual(['chatgpt', 'gemini']);
    expect(report.byEngine.map((e) => [e.engine, e.n, e.citing])).toEqual([
      ['chatgpt', 2, 2],
      ['gemini', 4, 1],
    ]);
    expect(report.series.map((p) => [p.key, p.n, p.citationRate])).toEqual([
      ['2026-11-02', 4, 0.25],
      ['2026-11-03', 0, null],
      ['2026-11-04', 2, 1],
    ]);
    expect(report.citationShare).toMatchObject({ owned: 4, total: 11 });
    expect(report.citationRate.change).toMatchObject({ previous: null, previousN: 0, delta: null });
    expect(report.impressionShare.change).toEqual({ previous: null, delta: null });
    expect(report.firstOwnedPosition).toEqual({ mean: null, pairs: 0, answers: 3, exact: false });
  });

  it('goes weekly beyond 62 days, the first and last weeks clipped to the range', () => {
    const report = build('2026-09-02', '2026-11-04', [sums('gemini', '2026-09-06', 3, 1, 1, 2)], []);
    expect(report.granularity).toBe('week');
    expect(report.series[0]).toMatchObject({ key: '2026-08-31', from: '2026-09-02', to: '2026-09-06', n: 3 });
    expect(report.series.at(-1)).toMatchObject({
      key: '2026-11-02',
      from: '2026-11-02',
      to: '2026-11-04',
      n: 0,
    });
    expect(report.series).toHaveLength(10);
  });

  it('is exact per answer only when the answers citing owned equal the (answer, owned domain) pairs', () => {
    const report = build(
      '2026-11-02',
      '2026-11-02',
      [sums('chatgpt', '2026-11-02', 5, 2, 3, 9), sums('gemini', '2026-11-02', 5, 2, 3, 9)],
      [
        domain('chatgpt', 'oneulcoffee.kr', 2, 3),
        domain('gemini', 'oneulcoffee.kr', 2, 2),
        domain('gemini', 'oneulcoffee-shop.com', 1, 3),
      ],
    );
    const [chatgpt, gemini] = report.byEngine;
    expect(chatgpt!.firstOwnedPosition).toEqual({ mean: 1.5, pairs: 2, answers: 2, exact: true });
    expect(gemini!.firstOwnedPosition).toEqual({ mean: 5 / 3, pairs: 3, answers: 2, exact: false });
    expect(report.firstOwnedPosition).toEqual({ mean: 8 / 5, pairs: 5, answers: 4, exact: false });
    expect(report.ownedDomains).toEqual([
      { domain: 'oneulcoffee.kr', citations: 4, answersCiting: 4, meanFirstPosition: 5 / 4 },
      { domain: 'oneulcoffee-shop.com', citations: 1, answersCiting: 1, meanFirstPosition: 3 },
    ]);
  });
});
