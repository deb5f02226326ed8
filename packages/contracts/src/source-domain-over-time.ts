import { z } from 'zod';
import { AnalyticsFilterQuery } from './analytics.ts';
import { EmptyReportReason } from './empty-report.ts';
import { EngineId, Intent } from './enums.ts';
import { PageMeta, PaginationQuery } from './sources.ts';

// GET /api/v1/projects/:id/sources/domains/:domain/over-time — one cited domain over time, across every prompt and
// engine, with the tracked brands beside it (docs/features/sources.md). Every rate is a fraction in [0, 1] carried
// with its numerator and denominator (both in answers) and its Wilson 95 % interval; null when the denominator is 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How the prompts citing the domain may be sorted (`sort=answersCiting:desc`, the default). */
export const domainOverTimePromptSorts = ['answersCiting', 'answers', 'share', 'text'] as const;

/**
 * The report filters (range, engines, tags, intents, branded), the prompts' sort and their Strapi-style page.
 * `prompts` is refused (400 naming it): the read covers every prompt by design; one prompt's view of the domain is
 * `/prompts/{id}/sources/{domain}`.
 */
export const SourceDomainOverTimeQuery = AnalyticsFilterQuery.extend({
  sort: z.string().optional(),
  pagination: PaginationQuery,
}).strict();
export type SourceDomainOverTimeQuery = z.infer<typeof SourceDomainOverTimeQuery>;

/** `numerator / denominator` (answers over answers) with its Wilson 95 % bounds; value and bounds null when 0. */
export const DomainRate = z.object({
  value: fraction.nullable(),
  numerator: count,
  denominator: count,
  low: fraction.nullable(),
  high: fraction.nullable(),
});
export type DomainRate = z.infer<typeof DomainRate>;

/** One engine's answers and the share of them citing the domain. */
export const DomainEngineShare = z.object({
  engine: EngineId,
  /** Successful answers of the engine (the denominator of `share`). */
  n: count,
  answersCiting: count,
  /** Answers citing the domain / n. */
  share: DomainRate,
});
export type DomainEngineShare = z.infer<typeof DomainEngineShare>;

/** One period (a day, or an ISO week keyed by its Monday and clipped to the range), zero-filled. */
export const DomainOverTimePeriod = z.object({
  key: day,
  from: day,
  to: day,
  n: count,
  answersCiting: count,
  /** Over every engine of the filter. */
  share: DomainRate,
  /** Every engine of the response's `engines`, in that order. */
  engines: z.array(DomainEngineShare),
});
export type DomainOverTimePeriod = z.infer<typeof DomainOverTimePeriod>;

/** What the domain's answers say of one tracked brand, against what every answer of the filter says of it. */
export const DomainBrandRates = z.object({
  /** Answers citing the domain that name the brand / answers citing the domain. */
  citing: DomainRate,
  /** Answers naming the brand / every answer (its visibility over the same filter). */
  visibility: DomainRate,
  /**
   * `citing.value − visibility.value`: how much more (or less) often the domain's answers name the brand; null when
   * either is null.
   */
  difference: z.number().min(-1).max(1).nullable(),
});

export const DomainOverTimeBrand = DomainBrandRates.extend({
  /** `brand` for the own brand, else the competitor's document id. */
  key: z.string(),
  name: z.string(),
  own: z.boolean(),
  /**
   * The two-proportion z-test of the answers citing the domain against those that do not (disjoint, so the test is
   * valid; their difference is zero exactly when `difference` is): significant at 95 %. False when either has no n.
   */
  significant: z.boolean(),
  pValue: z.number().min(0).max(1).nullable(),
  /** One point per period, in the order of `periods`. */
  points: z.array(DomainBrandRates),
});
export type DomainOverTimeBrand = z.infer<typeof DomainOverTimeBrand>;

/** A prompt whose answers cite the domain: its answers citing it over its answers, in all and per engine. */
export const DomainOverTimePrompt = z.object({
  documentId: z.string(),
  text: z.string(),
  intent: Intent.nullable(),
  /** Answers of the prompt citing the domain / the prompt's answers. */
  share: DomainRate,
  /** Engines where the prompt has answers, in the order of the response's `engines`. */
  engines: z.array(z.object({ engine: EngineId, answers: count, answersCiting: count })),
});
export type DomainOverTimePrompt = z.infer<typeof DomainOverTimePrompt>;

export const SourceDomainOverTimeResponse = z.object({
  data: z.object({
    domain: z.string(),
    from: day,
    to: day,
    /** Days up to 31 days of range, else ISO weeks (keyed by their Monday). */
    granularity: z.enum(['day', 'week']),
    /** The engines with answers in the range (under the engine filter), alphabetical. */
    engines: z.array(EngineId),
    /** Answers citing the domain / every successful answer of the filter (as the domain's screen counts them). */
    share: DomainRate,
    byEngine: z.array(DomainEngineShare),
    periods: z.array(DomainOverTimePeriod),
    /** The own brand first, then the competitors in the order they were added. */
    brands: z.array(DomainOverTimeBrand),
    /** One page of the prompts whose answers cite the domain (`meta.pagination`), in `meta.sort`. */
    prompts: z.array(DomainOverTimePrompt),
    /** Some answer of the range came from the simulator. */
    simulated: z.boolean(),
  }),
  meta: z.object({
    /** The page of `prompts`. */
    pagination: PageMeta,
    sort: z.string(),
    /** Successful answers of the filter. */
    n: count,
    /** Why the range has no answer under its filters; null when it has. */
    empty: EmptyReportReason.nullable(),
    metricsVersion: z.string(),
  }),
});
export type SourceDomainOverTimeResponse = z.infer<typeof SourceDomainOverTimeResponse>;
