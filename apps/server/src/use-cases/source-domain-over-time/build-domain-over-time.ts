import type {
  DomainEngineShare,
  DomainOverTimeBrand,
  DomainOverTimePeriod,
  DomainOverTimePrompt,
  DomainRate,
  EngineId,
  Intent,
  SourceDomainOverTimeResponse,
} from '@sightline/contracts';
import { twoProportionZTest, wilsonInterval } from '@sightline/core';
import type {
  AnswerDay,
  BrandMentionDay,
  CitingBrandDay,
  CitingDay,
  DomainPromptEngineRow,
  DomainPromptRow,
  TrackedBrand,
} from '@sightline/db';
import { rangePeriods } from '../analytics/range-periods.ts';

/** Ranges up to this many days are drawn per day, longer ones per ISO week. */
export const longestDailyRange = 31;

export type OverTimeGranularity = 'day' | 'week';

export const overTimeGranularity = (days: readonly string[]): OverTimeGranularity =>
  days.length <= longestDailyRange ? 'day' : 'week';

/**
 * `numerator / denominator` with its Wilson 95 % interval (value and bounds null when the denominator is 0). The
 * numerator comes from the facts and the denominator from the rollups, which recompute keeps equal to them; a
 * numerator above its denominator would be a broken invariant, shown clamped rather than failing the screen.
 */
export function domainRate(numerator: number, denominator: number): DomainRate {
  const part = Math.min(numerator, denominator);
  const interval = wilsonInterval(part, denominator);
  return {
    value: denominator > 0 ? part / denominator : null,
    numerator,
    denominator,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
}

const difference = (a: DomainRate, b: DomainRate) =>
  a.value === null || b.value === null ? null : Math.max(-1, Math.min(1, a.value - b.value));

export interface OverTimeInputs {
  domain: string;
  range: { from: string; to: string; days: readonly string[] };
  answerDays: readonly AnswerDay[];
  citingDays: readonly CitingDay[];
  brandDays: readonly BrandMentionDay[];
  citingBrandDays: readonly CitingBrandDay[];
  /** The own brand first, then the competitors in the order they were added. */
  brands: readonly TrackedBrand[];
  prompts: readonly DomainPromptRow[];
  promptEngines: readonly DomainPromptEngineRow[];
  simulated: boolean;
}

/** Sums `value` of `rows` per key. */
function tally<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return (k: string) => sums.get(k) ?? 0;
}

/**
 * A domain over time (docs/features/sources.md): per period and engine the answers and the share citing it; for
 * each tracked brand, how often the answers citing the domain name it against its visibility over every answer (in
 * all and per period, with the test of citing against non-citing answers); the page of prompts citing it.
 */
export function buildDomainOverTime(input: OverTimeInputs): SourceDomainOverTimeResponse['data'] {
  const granularity = overTimeGranularity(input.range.days);
  const periods = rangePeriods({ days: [...input.range.days] }, granularity);
  const periodOf = new Map<string, string>();
  for (const period of periods) {
    for (const day of input.range.days)
      if (day >= period.from! && day <= period.to!) periodOf.set(day, period.key);
  }
  const at = (day: string) => periodOf.get(day) ?? '';
  const engines = [
    ...new Set([...input.answerDays.map((d) => d.engine), ...input.citingDays.map((d) => d.engine)]),
  ].sort() as EngineId[];

  const n = tally(
    input.answerDays,
    () => '',
    (d) => d.n,
  )('');
  const citing = tally(
    input.citingDays,
    () => '',
    (d) => d.answersCiting,
  )('');
  const nOf = tally(
    input.answerDays,
    (d) => `${at(d.day)}|${d.engine}`,
    (d) => d.n,
  );
  const citingOf = tally(
    input.citingDays,
    (d) => `${at(d.day)}|${d.engine}`,
    (d) => d.answersCiting,
  );
  const engineN = tally(
    input.answerDays,
    (d) => d.engine,
    (d) => d.n,
  );
  const engineCiting = tally(
    input.citingDays,
    (d) => d.engine,
    (d) => d.answersCiting,
  );
  const share = (engine: EngineId, x: number, m: number): DomainEngineShare => ({
    engine,
    n: m,
    answersCiting: x,
    share: domainRate(x, m),
  });

  const periodRows: DomainOverTimePeriod[] = periods.map((period) => {
    const byEngine = engines.map((e) => share(e, citingOf(`${period.key}|${e}`), nOf(`${period.key}|${e}`)));
    const periodN = byEngine.reduce((a, e) => a + e.n, 0);
    const periodCiting = byEngine.reduce((a, e) => a + e.answersCiting, 0);
    return {
      key: period.key,
      from: period.from!,
      to: period.to!,
      n: periodN,
      answersCiting: periodCiting,
      share: domainRate(periodCiting, periodN),
      engines: byEngine,
    };
  });

  const mentioning = tally(
    input.brandDays,
    (d) => d.brandKey,
    (d) => d.answersMentioning,
  );
  const citingNaming = tally(
    input.citingBrandDays,
    (d) => d.brandKey,
    (d) => d.answers,
  );
  const mentioningIn = tally(
    input.brandDays,
    (d) => `${at(d.day)}|${d.brandKey}`,
    (d) => d.answersMentioning,
  );
  const citingNamingIn = tally(
    input.citingBrandDays,
    (d) => `${at(d.day)}|${d.brandKey}`,
    (d) => d.answers,
  );
  const brands: DomainOverTimeBrand[] = input.brands.map((brand) => {
    const inCiting = domainRate(citingNaming(brand.key), citing);
    const overall = domainRate(mentioning(brand.key), n);
    // Citing answers against the others (disjoint): citing − overall = (1 − C/n)(p_citing − p_others).
    const test = twoProportionZTest(
      Math.max(0, overall.numerator - inCiting.numerator),
      Math.max(0, n - citing),
      inCiting.numerator,
      citing,
    );
    return {
      key: brand.key,
      name: brand.name,
      own: brand.own,
      citing: inCiting,
      visibility: overall,
      difference: difference(inCiting, overall),
      significant: test?.significant ?? false,
      pValue: test ? Math.min(1, Math.max(0, test.pValue)) : null,
      points: periodRows.map((period) => {
        const c = domainRate(citingNamingIn(`${period.key}|${brand.key}`), period.answersCiting);
        const v = domainRate(mentioningIn(`${period.key}|${brand.key}`), period.n);
        return { citing: c, visibility: v, difference: difference(c, v) };
      }),
    };
  });

  const enginesOfPrompt = new Map<number, DomainPromptEngineRow[]>();
  for (const row of input.promptEngines)
    enginesOfPrompt.set(row.promptId, [...(enginesOfPrompt.get(row.promptId) ?? []), row]);
  const prompts: DomainOverTimePrompt[] = input.prompts.map((p) => ({
    documentId: p.documentId,
    text: p.text,
    intent: p.intent as Intent | null,
    share: domainRate(p.answersCiting, p.answers),
    engines: (enginesOfPrompt.get(p.id) ?? [])
      .map((e) => ({ engine: e.engine as EngineId, answers: e.answers, answersCiting: e.answersCiting }))
      .sort((a, b) => a.engine.localeCompare(b.engine)),
  }));

  return {
    domain: input.domain,
    from: input.range.from,
    to: input.range.to,
    granularity,
    engines,
    share: domainRate(citing, n),
    byEngine: engines.map((e) => share(e, engineCiting(e), engineN(e))),
    periods: periodRows,
    brands,
    prompts,
    simulated: input.simulated,
  };
}
