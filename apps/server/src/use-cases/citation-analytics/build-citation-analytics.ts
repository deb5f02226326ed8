import {
  type AppliedFilters,
  type CitationAnalytics,
  type CitationEngine,
  engineIds,
} from '@sightline/contracts';
import { wilsonInterval } from '@sightline/core';
import type { CitationAnswerSums, OwnedDomainSums, OwnedMediaEntry } from '@sightline/db';
import { proportionChange, valueChange } from '../analytics/build-changes.ts';
import type { TrackingRange } from '../report-filter/index.ts';
import { buildCitationSeries, seriesGranularity } from './build-citation-series.ts';
import { addUp, basesOf, ratesOf } from './citation-sums.ts';
import { firstOwnedPosition, ownedDomainPositions } from './first-owned-position.ts';

export interface CitationInputs {
  range: TrackingRange;
  filters: AppliedFilters;
  /** The project's engines (listed even without data, unless the filter names engines). */
  projectEngines: readonly string[];
  ownedMedia: readonly OwnedMediaEntry[];
  simulated: boolean;
  /** The answer rollups of the range per engine × day. */
  current: readonly CitationAnswerSums[];
  /** The same number of days just before the range, per engine. */
  previous: { from: string; to: string; rows: readonly CitationAnswerSums[] };
  /** The owned domains of the range per engine. */
  ownedDomains: readonly OwnedDomainSums[];
}

/** Per engine with a result in the range, in the order of the engine ids: its citations and owned numbers. */
function engineRows(inputs: CitationInputs): CitationEngine[] {
  return engineIds.flatMap((engine) => {
    const rows = inputs.current.filter((r) => r.engine === engine);
    if (rows.length === 0) return [];
    const m = addUp(rows);
    return [
      {
        engine,
        n: m.answers,
        citing: m.answersCitingOwned,
        citations: m.citations,
        ownedCitations: m.ownedCitations,
        ...ratesOf(m),
        basis: basesOf(m),
        firstOwnedPosition: firstOwnedPosition(
          inputs.ownedDomains.filter((d) => d.engine === engine),
          m.answersCitingOwned,
        ),
      },
    ];
  });
}

/**
 * The owned citation analytics of a range (docs/features/metrics.md, Owned citations) from its rollups: the three
 * KPIs with their n and their change against the same number of days before, the series per day or week, each
 * engine's numbers and the position of the first owned citation.
 */
export function buildCitationAnalytics(inputs: CitationInputs): CitationAnalytics {
  const { range } = inputs;
  const now = addUp(inputs.current);
  const before = addUp(inputs.previous.rows);
  const rates = ratesOf(now);
  const bases = basesOf(now);
  const interval = wilsonInterval(now.answersCitingOwned, now.answers);
  const withData = new Set([...inputs.projectEngines, ...inputs.current.map((r) => r.engine)]);
  const granularity = seriesGranularity(range);
  return {
    from: range.from,
    to: range.to,
    engines: range.engines ?? engineIds.filter((e) => withData.has(e)),
    filters: inputs.filters,
    simulated: inputs.simulated,
    n: now.answers,
    // Why it is empty needs the collects: the loader fills it in when n is 0.
    empty: null,
    ownedMedia: inputs.ownedMedia.map(({ kind, value }) => ({ kind, value })),
    previous: { from: inputs.previous.from, to: inputs.previous.to, n: before.answers },
    citationRate: {
      value: rates.citationRate,
      citing: now.answersCitingOwned,
      n: now.answers,
      low: interval?.low ?? null,
      high: interval?.high ?? null,
      basis: bases.citationRate,
      change: proportionChange(
        { x: before.answersCitingOwned, n: before.answers },
        { x: now.answersCitingOwned, n: now.answers },
      ),
    },
    citationShare: {
      value: rates.citationShare,
      owned: now.ownedCitations,
      total: now.citations,
      basis: bases.citationShare,
      change: proportionChange(
        { x: before.ownedCitations, n: before.citations },
        { x: now.ownedCitations, n: now.citations },
      ),
    },
    impressionShare: {
      value: rates.impressionShare,
      owned: now.ownedImpression,
      total: now.impression,
      answersWithCitations: now.answersWithCitations,
      basis: bases.impressionShare,
      change: valueChange(ratesOf(before).impressionShare, rates.impressionShare),
    },
    granularity,
    series: buildCitationSeries(range, inputs.current, granularity),
    byEngine: engineRows(inputs),
    firstOwnedPosition: firstOwnedPosition(inputs.ownedDomains, now.answersCitingOwned),
    ownedDomains: ownedDomainPositions(inputs.ownedDomains),
  };
}
