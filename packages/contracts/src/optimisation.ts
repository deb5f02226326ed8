import { z } from 'zod';
import { AnalyticsFilterQuery, AppliedFilters } from './analytics.ts';
import { optimisationKinds } from './constants.ts';
import { EmptyReportReason } from './empty-report.ts';
import { EngineId, Intent } from './enums.ts';
import { ContentTypeId, SourceTypeId } from './sources.ts';

// GET /api/v1/projects/:id/optimisation — the optimisation report (`/reports/optimisation`): ranked recommendations,
// each with the evidence behind it, an estimated impact in answers and what is needed to link to those answers. Every
// rule and threshold is Sightline's own (docs/ARCHITECTURE.md, "Optimisation report"). Rates are fractions in [0, 1],
// null when their n is 0. `links` are data, not addresses: the web app builds its own routes and API calls from them.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OptimisationKind = z.enum(optimisationKinds);
export type OptimisationKind = z.infer<typeof OptimisationKind>;

/** The report filters (range, engines, tags, intents, branded, prompts); an unknown value is a 400 naming it. */
export const OptimisationQuery = AnalyticsFilterQuery.strict();
export type OptimisationQuery = z.infer<typeof OptimisationQuery>;

/** What acting on a recommendation could win, estimated in answers of the range (see each kind). */
export const OptimisationImpact = z.object({ answers: count });

/** A proportion with its numerator and n (`value` null when n is 0). */
export const OptimisationRate = z.object({ value: fraction.nullable(), count, n: count });
export type OptimisationRate = z.infer<typeof OptimisationRate>;

/** The pooled two-proportion z-test behind a "significantly lower" (two-sided p; significant at 95 %). */
export const OptimisationTest = z.object({
  /** The second rate minus the first (now − before, or the engine − elsewhere). */
  delta: z.number().min(-1).max(1),
  pValue: z.number().min(0).max(1),
});

const common = {
  /** 1 = the largest impact. */
  rank: z.number().int().positive(),
  /** Identifies the recommendation within its kind (a prompt, a domain, an intent and type, a page, an engine). */
  key: z.string(),
  impact: OptimisationImpact,
};

/**
 * A prompt whose answers name competitors and never the own brand. Impact: the answers naming a competitor (answers
 * the brand could enter).
 */
export const PromptGapRecommendation = z.object({
  kind: z.literal('prompt_gap'),
  ...common,
  subject: z.object({ promptDocumentId: z.string(), text: z.string(), intent: Intent.nullable() }),
  evidence: z.object({
    /** The prompt's successful answers. */
    n: count,
    /** Answers naming the own brand (0). */
    brandAnswers: count,
    /** Answers naming at least one competitor. */
    competitorAnswers: count,
    /** The competitors named most (at most 3): answers naming each. */
    competitors: z.array(z.object({ key: z.string(), name: z.string(), answers: count })),
    /** The domains cited most in the answers naming a competitor (at most 5): those answers citing each. */
    domains: z.array(z.object({ domain: z.string(), sourceType: SourceTypeId, answers: count })),
  }),
  /** The prompt's answers not naming the brand: the answers list with `prompts`, `brand=brand&mentioned=false`. */
  links: z.object({ promptDocumentId: z.string() }),
});

/**
 * A domain cited in answers naming a competitor and in none naming the own brand (the sources table's `gap`), not
 * owned and not a competitor's. Impact: the answers citing it that name a competitor.
 */
export const OutreachDomainRecommendation = z.object({
  kind: z.literal('outreach_domain'),
  ...common,
  subject: z.object({ domain: z.string() }),
  evidence: z.object({
    sourceType: SourceTypeId,
    /** Answers citing it; of those, naming a competitor, and naming the own brand (0). */
    answersCiting: count,
    answersWithCompetitor: count,
    answersWithBrand: count,
    citations: count,
    /** Engines whose answers cite it, in the order of the engine list. */
    engines: z.array(EngineId),
  }),
  /** The domain's screen and the answers citing it (chats-by-domain). */
  links: z.object({ domain: z.string() }),
});

/**
 * For a prompt intent, the content type with the largest share of other sites' citations, when none of the owned
 * pages cited in that intent is of that type. Impact: the answers of that intent citing another site's page of that
 * type.
 */
export const ContentTypeRecommendation = z.object({
  kind: z.literal('content_type'),
  ...common,
  subject: z.object({ intent: Intent, contentType: ContentTypeId }),
  evidence: z.object({
    /** The type's citations / every citation of other sites in answers of that intent. */
    share: fraction,
    citations: count,
    /** Citations of other sites' pages in answers of that intent, of every type. */
    othersCitations: count,
    /** Answers of that intent citing another site's page of the type. */
    answers: count,
    /** Prompts of that intent the filters cover. */
    prompts: count,
    /** The owned pages cited in answers of that intent, by content type (none of them the recommended type). */
    ownedTypes: z.array(z.object({ contentType: ContentTypeId, pages: count, citations: count })),
  }),
  links: z.object({ intent: Intent, contentType: ContentTypeId }),
});

/**
 * An owned page whose rate of answers citing it fell significantly against the same number of days before. Impact:
 * answers lost ≈ before-rate × n now − citing now (rounded, at least 0).
 */
export const OwnedPageDropRecommendation = z.object({
  kind: z.literal('owned_page_drop'),
  ...common,
  subject: z.object({
    url: z.string(),
    normalizedUrl: z.string(),
    title: z.string().nullable(),
    domain: z.string(),
    contentType: ContentTypeId,
  }),
  evidence: z.object({
    /** Answers citing it / n, in the range and in the period before. */
    now: OptimisationRate,
    before: OptimisationRate,
    test: OptimisationTest,
  }),
  /** The page's screen and the answers citing it (chats-by-url). */
  links: z.object({ url: z.string() }),
});

/**
 * An engine on which the own brand's visibility is significantly below its visibility on the other engines. Impact:
 * (visibility elsewhere − on the engine) × the engine's n, rounded.
 */
export const EngineGapRecommendation = z.object({
  kind: z.literal('engine_gap'),
  ...common,
  subject: z.object({ engine: EngineId }),
  evidence: z.object({
    /** Answers naming the own brand / n, on the engine and on every other engine together. */
    engine: OptimisationRate,
    elsewhere: OptimisationRate,
    test: OptimisationTest,
  }),
  /** The engine's answers not naming the brand: the answers list with `engines`, `brand=brand&mentioned=false`. */
  links: z.object({ engine: EngineId }),
});

export const OptimisationRecommendation = z.discriminatedUnion('kind', [
  PromptGapRecommendation,
  OutreachDomainRecommendation,
  ContentTypeRecommendation,
  OwnedPageDropRecommendation,
  EngineGapRecommendation,
]);
export type OptimisationRecommendation = z.infer<typeof OptimisationRecommendation>;
export type PromptGapRecommendation = z.infer<typeof PromptGapRecommendation>;
export type OutreachDomainRecommendation = z.infer<typeof OutreachDomainRecommendation>;
export type ContentTypeRecommendation = z.infer<typeof ContentTypeRecommendation>;
export type OwnedPageDropRecommendation = z.infer<typeof OwnedPageDropRecommendation>;
export type EngineGapRecommendation = z.infer<typeof EngineGapRecommendation>;

/** The thresholds the rules applied (so the screen can state them). */
export const OptimisationThresholds = z.object({
  /** Least answers of evidence: competitor answers of a prompt, a domain's answers with a competitor, an owned page's citing answers before. */
  minEvidenceAnswers: count,
  /** Least share of other sites' citations, and least citations, for a content type to win an intent. */
  contentTypeMinShare: fraction,
  contentTypeMinCitations: count,
  /** Least answers on the engine and elsewhere for an engine gap. */
  engineGapMinAnswers: count,
  /** Confidence of the two-proportion tests (0.95). */
  confidence: fraction,
  /** Most recommendations of one kind in the report (the largest impacts kept). */
  maxPerKind: count,
});
export type OptimisationThresholds = z.infer<typeof OptimisationThresholds>;

export const OptimisationMeta = z.object({
  from: day,
  to: day,
  /** The same number of days just before `from` (owned pages' drops). */
  previousFrom: day,
  previousTo: day,
  /** Successful answers of the filters in the range and in the period before. */
  n: count,
  previousN: count,
  /** Some answer in the range came from the simulator: the screen must say so. */
  simulated: z.boolean(),
  /** The engines asked for; null for every engine. */
  engines: z.array(EngineId).nullable(),
  filters: AppliedFilters,
  thresholds: OptimisationThresholds,
  /** Why the range has no answer under the filters (`n` = 0), as every report says it; null otherwise. */
  empty: EmptyReportReason.nullable(),
  /** Recommendations found per kind, before `maxPerKind` kept the largest. */
  found: z.object({
    prompt_gap: count,
    outreach_domain: count,
    content_type: count,
    owned_page_drop: count,
    engine_gap: count,
  }),
  metricsVersion: z.string(),
});
export type OptimisationMeta = z.infer<typeof OptimisationMeta>;

export const OptimisationResponse = z.object({
  /** By impact (largest first), ties by kind (in the order of `optimisationKinds`) then key. */
  data: z.array(OptimisationRecommendation),
  meta: OptimisationMeta,
});
export type OptimisationResponse = z.infer<typeof OptimisationResponse>;

/** `GET /api/v1/projects/:id/optimisation/export`: the same filters; one CSV row per recommendation. */
export const OptimisationExportQuery = AnalyticsFilterQuery.strict();
export type OptimisationExportQuery = z.infer<typeof OptimisationExportQuery>;
