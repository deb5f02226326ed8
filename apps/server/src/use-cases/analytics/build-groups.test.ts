import { twoProportionZTest } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { type ProjectPrompt, trackingRange } from '../report-filter/index.ts';
import { brandChange } from './build-changes.ts';
import { buildGroups, type CutRollups } from './build-groups.ts';

const prompt = (id: number, extra: Partial<ProjectPrompt>): ProjectPrompt => ({
  id,
  documentId: `p${id}`,
  text: `prompt ${id}`,
  intent: null,
  intentSource: 'auto',
  active: true,
  tags: [],
  branded: false,
  ...extra,
});
const prompts = [
  prompt(1, { intent: 'commercial', tags: ['price', 'seoul'], branded: true }),
  prompt(2, { intent: 'informational', tags: ['seoul'] }),
  prompt(3, { intent: null }),
  prompt(4, { intent: 'commercial' }),
];
const sums = (answersMentioning: number, rank1 = 0) => ({
  answersMentioning,
  mentions: answersMentioning,
  rankSum: answersMentioning,
  rank1,
  sentimentSum: 0,
});
/** Prompt 1: 10 answers (brand in 8), prompt 2: 6 (brand in 1), prompt 3: 4 (brand in 0); prompt 4 none. */
const byPrompt: CutRollups = {
  answers: {
    byCut: [
      { key: '1', answers: 10, answersCitingOwned: 2 },
      { key: '2', answers: 6, answersCitingOwned: 0 },
      { key: '3', answers: 4, answersCitingOwned: 1 },
    ],
  },
  brands: {
    byCut: [
      { key: '1', brandKey: 'brand', ...sums(8, 5) },
      { key: '1', brandKey: 'c1', ...sums(2) },
      { key: '2', brandKey: 'brand', ...sums(1) },
    ],
  },
};
const range = trackingRange({ from: '2026-02-26', to: '2026-03-10' }, '2026-03-10');
const common = { range, brandKeys: ['brand', 'c1'], prompts, current: byPrompt, previous: null };

describe('buildGroups', () => {
  it('cuts the range into ISO weeks keyed by their Monday and months, clipped to the range, empty ones included', () => {
    const empty: CutRollups = { answers: { byCut: [] }, brands: { byCut: [] } };
    const weeks = buildGroups({ ...common, groupBy: 'week', current: empty });
    // 2026-02-26 is a Thursday: its week began on Monday 2026-02-23.
    expect(weeks.map((g) => [g.key, g.from, g.to, g.n])).toEqual([
      ['2026-02-23', '2026-02-26', '2026-03-01', 0],
      ['2026-03-02', '2026-03-02', '2026-03-08', 0],
      ['2026-03-09', '2026-03-09', '2026-03-10', 0],
    ]);
    const months = buildGroups({ ...common, groupBy: 'month', current: empty });
    expect(months.map((g) => [g.key, g.from, g.to])).toEqual([
      ['2026-02', '2026-02-26', '2026-02-28'],
      ['2026-03', '2026-03-01', '2026-03-10'],
    ]);
    expect(months[0]!.brands[0]!.visibility).toEqual({
      value: null,
      mentioning: 0,
      n: 0,
      low: null,
      high: null,
    });
  });

  it('folds prompts into intents, tags (a prompt in each of its tags, untagged ones under none) and branded', () => {
    const intents = buildGroups({ ...common, groupBy: 'intent' });
    expect(intents.map((g) => [g.key, g.n, g.brands[0]!.visibility.mentioning])).toEqual([
      ['informational', 6, 1],
      ['commercial', 10, 8],
      ['none', 4, 0],
    ]);
    const tags = buildGroups({ ...common, groupBy: 'tag' });
    expect(tags.map((g) => [g.key, g.n, g.brands[0]!.visibility.mentioning])).toEqual([
      ['price', 10, 8],
      ['seoul', 16, 9],
      ['none', 4, 0],
    ]);
    const branded = buildGroups({ ...common, groupBy: 'branded' });
    expect(branded.map((g) => [g.key, g.n, g.citationRate.citing])).toEqual([
      ['branded', 10, 2],
      ['nonBranded', 10, 1],
    ]);
    expect(branded[0]!.brands[0]).toMatchObject({ top1Rate: 0.5, shareOfVoice: 0.8 });
  });

  it('lists every prompt the report covers, with or without answers, labelled by its text', () => {
    const groups = buildGroups({ ...common, groupBy: 'prompt' });
    expect(groups.map((g) => [g.key, g.label, g.n, g.from])).toEqual([
      ['p1', 'prompt 1', 10, null],
      ['p2', 'prompt 2', 6, null],
      ['p3', 'prompt 3', 4, null],
      ['p4', 'prompt 4', 0, null],
    ]);
  });

  it('tests each group against the same group of the previous period', () => {
    const previous: CutRollups = {
      answers: { byCut: [{ key: '1', answers: 10, answersCitingOwned: 0 }] },
      brands: { byCut: [{ key: '1', brandKey: 'brand', ...sums(1) }] },
    };
    const groups = buildGroups({ ...common, groupBy: 'intent', previous });
    const commercial = groups.find((g) => g.key === 'commercial')!;
    const test = twoProportionZTest(1, 10, 8, 10)!;
    expect(commercial.brands[0]!.change).toEqual({
      previous: 0.1,
      previousN: 10,
      delta: test.difference,
      pValue: test.pValue,
      significant: true,
    });
    // No answers to that intent before: nothing to test.
    expect(groups.find((g) => g.key === 'informational')!.brands[0]!.change).toMatchObject({
      previous: null,
      previousN: 0,
      delta: null,
      pValue: null,
      significant: false,
    });
    // Periods are not compared group by group.
    expect(buildGroups({ ...common, groupBy: 'week', previous })[0]!.brands[0]!.change).toBeNull();
  });
});

describe('brandChange', () => {
  it('tests visibility and named-first over n, share of voice over answers mentioning a listed brand', () => {
    const before = { sums: sums(10, 2), n: 100, allMentioning: 40, allMentions: 50 };
    const now = {
      sums: { ...sums(30, 9), rankSum: 45, sentimentSum: 6 },
      n: 100,
      allMentioning: 60,
      allMentions: 90,
    };
    const change = brandChange(before, now);
    expect(change.visibility).toMatchObject({ previous: 0.1, previousN: 100, significant: true });
    expect(change.visibility.delta).toBeCloseTo(0.2, 12);
    expect(change.visibility.pValue).toBeCloseTo(twoProportionZTest(10, 100, 30, 100)!.pValue, 12);
    expect(change.shareOfVoice).toMatchObject({ previous: 0.25, previousN: 40 });
    expect(change.shareOfVoice.pValue).toBeCloseTo(twoProportionZTest(10, 40, 30, 60)!.pValue, 12);
    expect(change.mentionShareOfVoice.pValue).toBeCloseTo(twoProportionZTest(10, 50, 30, 90)!.pValue, 12);
    expect(change.top1Rate.pValue).toBeCloseTo(twoProportionZTest(2, 100, 9, 100)!.pValue, 12);
    expect(change.averagePosition).toEqual({ previous: 1, delta: 0.5 });
    expect(change.sentimentScore).toEqual({ previous: 50, delta: 10 });
  });
});
