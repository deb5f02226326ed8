import { engineIds, intents, type TrackingGroup, type TrackingGroupBy } from '@sightline/contracts';
import { ratio } from '@sightline/core';
import type { AnswerRollups, BrandCutSums, BrandRollups } from '@sightline/db';
import type { ProjectPrompt, TrackingRange } from '../report-filter/index.ts';
import { groupBrandMetrics } from './brand-metrics.ts';
import { proportionChange } from './build-changes.ts';
import { type RangePeriod, rangePeriods } from './range-periods.ts';

/** The cut rows of one period (the current one or the one compared with). */
export interface CutRollups {
  answers: Pick<AnswerRollups, 'byCut'>;
  brands: Pick<BrandRollups, 'byCut'>;
}

interface Folded {
  n: number;
  citing: number;
  brands: Map<string, BrandCutSums>;
}

const noSums = (): BrandCutSums => ({
  answersMentioning: 0,
  mentions: 0,
  rankSum: 0,
  rank1: 0,
  sentimentSum: 0,
});

/** The cut's rows summed into groups: a cut key may count in several groups (a prompt with two tags). */
function fold(rows: CutRollups, groupsOf: (cutKey: string) => readonly string[]): Map<string, Folded> {
  const groups = new Map<string, Folded>();
  const into = (key: string) => {
    let group = groups.get(key);
    if (!group) {
      group = { n: 0, citing: 0, brands: new Map() };
      groups.set(key, group);
    }
    return group;
  };
  for (const row of rows.answers.byCut) {
    for (const key of groupsOf(row.key)) {
      const group = into(key);
      group.n += row.answers;
      group.citing += row.answersCitingOwned;
    }
  }
  for (const { key: cutKey, brandKey, ...sums } of rows.brands.byCut) {
    for (const key of groupsOf(cutKey)) {
      const group = into(key);
      const brand = group.brands.get(brandKey) ?? noSums();
      for (const measure of Object.keys(sums) as Array<keyof BrandCutSums>) brand[measure] += sums[measure];
      group.brands.set(brandKey, brand);
    }
  }
  return groups;
}

type GroupSlot = RangePeriod;

/** The groups a prompt counts in, by what the report is grouped by. */
export const promptGroupKeys: Record<
  'intent' | 'tag' | 'prompt' | 'branded',
  (p: ProjectPrompt) => string[]
> = {
  intent: (p) => [p.intent ?? 'none'],
  tag: (p) => (p.tags.length > 0 ? p.tags : ['none']),
  prompt: (p) => [p.documentId],
  branded: (p) => [p.branded ? 'branded' : 'nonBranded'],
};

/** The order groups that are not periods are listed in (`none` last). */
function orderOf(groupBy: TrackingGroupBy): (a: string, b: string) => number {
  const fixed: readonly string[] =
    groupBy === 'engine'
      ? engineIds
      : groupBy === 'intent'
        ? [...intents, 'none']
        : groupBy === 'branded'
          ? ['branded', 'nonBranded']
          : [];
  const rank = (key: string) =>
    fixed.includes(key) ? fixed.indexOf(key) : key === 'none' ? 1e9 : fixed.length;
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

export interface GroupInputs {
  groupBy: TrackingGroupBy;
  range: TrackingRange;
  /** The report's brands, in its order. */
  brandKeys: readonly string[];
  /** The prompts the report covers (those matching its filters), in the order they were added. */
  prompts: readonly ProjectPrompt[];
  current: CutRollups;
  /** The period compared with (`compare=previous`), for the change of groups that are not periods. */
  previous: CutRollups | null;
  /** The groups of each cut key when the rollups were cut by segment (one segment per group), not by prompt. */
  groupsOfCut?: ReadonlyMap<string, readonly string[]> | undefined;
}

/**
 * The report cut by `groupBy`: every period of the range (even empty), or every engine, intent, tag or branded-ness
 * with answers, or every prompt the report covers; each with n, the owned citation rate and each brand's metrics.
 */
export function buildGroups({
  groupBy,
  range,
  brandKeys,
  prompts,
  current,
  previous,
  groupsOfCut,
}: GroupInputs): TrackingGroup[] {
  const isPeriod = groupBy === 'day' || groupBy === 'week' || groupBy === 'month';
  const byId = new Map(prompts.map((p) => [String(p.id), p]));
  const keysOf =
    isPeriod || groupBy === 'engine'
      ? (key: string) => [key]
      : groupsOfCut
        ? (key: string) => groupsOfCut.get(key) ?? []
        : (key: string) => {
            const prompt = byId.get(key);
            return prompt ? promptGroupKeys[groupBy](prompt) : [];
          };
  const now = fold(current, keysOf);
  const before = previous && !isPeriod ? fold(previous, keysOf) : null;
  let slots: GroupSlot[];
  if (isPeriod) slots = rangePeriods(range, groupBy);
  else if (groupBy === 'prompt')
    slots = prompts.map((p) => ({ key: p.documentId, label: p.text, from: null, to: null }));
  else {
    const keys = [...now.entries()].filter(([, g]) => g.n > 0).map(([key]) => key);
    slots = keys.sort(orderOf(groupBy)).map((key) => ({ key, label: key, from: null, to: null }));
  }
  return slots.map((slot) => {
    const group = now.get(slot.key);
    const n = group?.n ?? 0;
    const citing = group?.citing ?? 0;
    const sumsOf = (brandKey: string) => group?.brands.get(brandKey) ?? noSums();
    const earlier = before?.get(slot.key);
    return {
      ...slot,
      n,
      citationRate: { value: ratio(citing, n), citing, n },
      brands: groupBrandMetrics(brandKeys, sumsOf, n).map((metrics) => ({
        ...metrics,
        change: before
          ? proportionChange(
              { x: earlier?.brands.get(metrics.key)?.answersMentioning ?? 0, n: earlier?.n ?? 0 },
              { x: metrics.visibility.mentioning, n },
            )
          : null,
      })),
    };
  });
}
