import { z } from 'zod';
import { AnalyticsFilterQuery, AppliedFilters, ProportionChange, ValueChange } from './analytics.ts';
import { EmptyReportReason } from './empty-report.ts';
import { EngineId, OwnedMediaKind } from './enums.ts';
import { RatioBasis } from './ratio-basis.ts';

// GET /api/projects/:id/citation-analytics — how often the engines cite the project's owned media
// (docs/features/metrics.md, Owned citations): citation rate = answers citing an owned URL / n; citation share =
// owned citations / all citations; impression share = Σ owned PAWC impression / Σ all impression. Rates are
// fractions in [0, 1], null when their denominator is 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A sum of PAWC impression (each answer's citations share 1 between them). */
const impression = z.number().nonnegative();

/** The report filters of every dashboard report, nothing else (an unknown parameter is a 400). */
export const CitationAnalyticsQuery = AnalyticsFilterQuery.strict();
export type CitationAnalyticsQuery = z.infer<typeof CitationAnalyticsQuery>;

/** Answers citing an owned URL / n, with the Wilson 95 % interval and the change against the previous period. */
export const OwnedCitationRate = z.object({
  value: fraction.nullable(),
  /** Answers citing at least one owned URL. */
  citing: count,
  /** Successful answers. */
  n: count,
  low: fraction.nullable(),
  high: fraction.nullable(),
  basis: RatioBasis,
  /** Tested with the answers of the previous period as its n. */
  change: ProportionChange,
});
export type OwnedCitationRate = z.infer<typeof OwnedCitationRate>;

/**
 * Owned citations / all citations. No interval: the citations of one answer are not independent draws. The change
 * is the two-proportion test with the citations of each period as n (tested like every change:
 * docs/features/metrics.md).
 */
export const OwnedCitationShare = z.object({
  value: fraction.nullable(),
  owned: count,
  /** Every citation of the successful answers (the n of the share). */
  total: count,
  basis: RatioBasis,
  change: ProportionChange,
});
export type OwnedCitationShare = z.infer<typeof OwnedCitationShare>;

/**
 * Σ owned impression / Σ all impression. Impression is a fraction of an answer, not a count, so the change is the
 * plain difference, untested.
 */
export const OwnedImpressionShare = z.object({
  value: fraction.nullable(),
  owned: impression,
  total: impression,
  /** Answers with at least one citation: the answers whose impression is shared (the n shown with the share). */
  answersWithCitations: count,
  basis: RatioBasis,
  change: ValueChange,
});
export type OwnedImpressionShare = z.infer<typeof OwnedImpressionShare>;

/**
 * Where an owned site is first cited in an answer, from the domain rollups (which keep, per domain, the sum of the
 * position of its first citation over the answers citing it): Σ first-position sums of the owned domains / Σ their
 * answers citing, i.e. the mean over (answer, owned domain) pairs of the position (1 = cited first) of that domain's
 * first citation. When no answer cites two owned domains, pairs = answers citing an owned URL and the mean is exactly
 * the mean position of each answer's first owned citation (`exact`); otherwise an answer counts once per owned domain
 * it cites.
 */
export const FirstOwnedPosition = z.object({
  mean: z.number().min(1).nullable(),
  /** (answer, owned domain) pairs the mean is over. */
  pairs: count,
  /** Answers citing an owned URL (the same answers; fewer than `pairs` when some cite two owned domains). */
  answers: count,
  exact: z.boolean(),
});
export type FirstOwnedPosition = z.infer<typeof FirstOwnedPosition>;

/** One period of the series (a day, or an ISO week keyed by its Monday, clipped to the range), zero-filled. */
export const CitationPeriod = z.object({
  key: day,
  from: day,
  to: day,
  n: count,
  citing: count,
  citations: count,
  ownedCitations: count,
  /** Answers citing an owned URL / n (null without answers). */
  citationRate: fraction.nullable(),
  /** Owned citations / citations (null without citations). */
  citationShare: fraction.nullable(),
  impressionShare: fraction.nullable(),
});
export type CitationPeriod = z.infer<typeof CitationPeriod>;

/** One engine's answers and citations over the range (every engine with a result in the range). */
export const CitationEngine = z.object({
  engine: EngineId,
  n: count,
  /** Answers citing an owned URL. */
  citing: count,
  citationRate: fraction.nullable(),
  /** Every citation of the engine's successful answers, and those of owned URLs. */
  citations: count,
  ownedCitations: count,
  /** Owned citations / citations of this engine. */
  citationShare: fraction.nullable(),
  impressionShare: fraction.nullable(),
  /** What the engine's rate, share and impression share were computed from. */
  basis: z.object({ citationRate: RatioBasis, citationShare: RatioBasis, impressionShare: RatioBasis }),
  firstOwnedPosition: FirstOwnedPosition,
});
export type CitationEngine = z.infer<typeof CitationEngine>;

/** One owned domain (as the analysis typed it) over the range, all engines. */
export const OwnedDomainPosition = z.object({
  domain: z.string(),
  citations: count,
  answersCiting: count,
  /** Mean position of the domain's first citation over the answers citing it (1 = cited first). */
  meanFirstPosition: z.number().min(1).nullable(),
});
export type OwnedDomainPosition = z.infer<typeof OwnedDomainPosition>;

export const CitationAnalytics = z.object({
  from: day,
  to: day,
  /** The engines asked for, or (without a filter) the project's engines and any other engine with data. */
  engines: z.array(EngineId),
  filters: AppliedFilters,
  /** Some answer in the range came from the simulator. */
  simulated: z.boolean(),
  /** Successful answers. */
  n: count,
  /** Why n is 0 (null when it is not). */
  empty: EmptyReportReason.nullable(),
  /** The project's owned media (domains, URLs, social profiles): citations of these count as owned. */
  ownedMedia: z.array(z.object({ kind: OwnedMediaKind, value: z.string() })),
  /** The same number of days just before `from`, the same filters. */
  previous: z.object({ from: day, to: day, n: count }),
  citationRate: OwnedCitationRate,
  citationShare: OwnedCitationShare,
  impressionShare: OwnedImpressionShare,
  /** Per day, or per ISO week for ranges over 62 days. */
  granularity: z.enum(['day', 'week']),
  series: z.array(CitationPeriod),
  /** In the order of the engine ids. */
  byEngine: z.array(CitationEngine),
  /** Over every engine. */
  firstOwnedPosition: FirstOwnedPosition,
  /** The owned domains cited in the range, most cited first. */
  ownedDomains: z.array(OwnedDomainPosition),
});
export type CitationAnalytics = z.infer<typeof CitationAnalytics>;

export const CitationAnalyticsResponse = z.object({
  data: CitationAnalytics,
  meta: z.object({ metricsVersion: z.string() }),
});
export type CitationAnalyticsResponse = z.infer<typeof CitationAnalyticsResponse>;
