import { z } from 'zod';
import { AnalyticsFilterQuery, AppliedFilters } from './analytics.ts';
import { EmptyReportReason } from './empty-report.ts';
import { EngineId, Intent } from './enums.ts';
import { ContentTypeId } from './sources.ts';

// GET /api/projects/:id/content-analytics — the content types of the pages the engines cited
// (docs/features/analysis.md, Content types): a page's type is its organization's correction, else the analyzer's
// (`other` when unknown); a page is owned when its domain's source type (as corrected) is `owned`. Shares are
// fractions in [0, 1] of the citations of their segment (an engine, an intent, a period, owned or other pages),
// null when the segment has none.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The report filters (range, engines, tags, intents, branded, prompts); an unknown value is a 400 naming it. */
export const ContentAnalyticsQuery = AnalyticsFilterQuery.strict();
export type ContentAnalyticsQuery = z.infer<typeof ContentAnalyticsQuery>;

/** How the trend is cut: by day up to `contentTrendDayLimit` days, by calendar month (keyed `YYYY-MM`) beyond. */
export const contentTrendGranularities = ['day', 'month'] as const;
export const contentTrendDayLimit = 62;

/** One content type within a segment: its citations and their share of the segment's citations. */
export const ContentTypeShare = z.object({
  contentType: ContentTypeId,
  citations: count,
  share: fraction.nullable(),
});
export type ContentTypeShare = z.infer<typeof ContentTypeShare>;

/**
 * The content type mix of a segment: its citations and, for every content type of the report's `mix` (in that
 * order, zero-filled), the type's citations and share; `top` is the type with the most citations (the first in the
 * mix's order on a tie), null without citations.
 */
export const ContentSegment = z.object({
  citations: count,
  types: z.array(ContentTypeShare),
  top: ContentTypeId.nullable(),
});
export type ContentSegment = z.infer<typeof ContentSegment>;

/** A content type over every cited page of the range. */
export const ContentTypeMix = z.object({
  contentType: ContentTypeId,
  /** Distinct pages (normalized URLs) of this type cited in the range. */
  pages: count,
  citations: count,
  /** Its citations / every citation of the range. */
  share: fraction.nullable(),
  /** Its PAWC impression / all impression of the range. */
  impressionShare: fraction.nullable(),
});
export type ContentTypeMix = z.infer<typeof ContentTypeMix>;

/** Owned pages or all other pages: the segment with its number of distinct pages. */
export const ContentOwnership = ContentSegment.extend({ pages: count });

export const ContentAnalytics = z.object({
  from: day,
  to: day,
  /** Some answer in the range came from the simulator. */
  simulated: z.boolean(),
  /** Successful answers of the filters. */
  n: count,
  /** Why n is 0 (null when it is not). */
  empty: EmptyReportReason.nullable(),
  /** Every citation of the range, and the distinct pages cited. */
  citations: count,
  pages: count,
  filters: AppliedFilters,
  /** Every content type with citations, the most cited first (then in the analyzer's order). */
  mix: z.array(ContentTypeMix),
  /** Each engine with citations, in the order of the engine list. */
  byEngine: z.array(ContentSegment.extend({ engine: EngineId })),
  owned: z.object({ owned: ContentOwnership, others: ContentOwnership }),
  granularity: z.enum(contentTrendGranularities),
  /** Every day (or calendar month, keyed `YYYY-MM` and clipped to the range) of the range, oldest first. */
  trend: z.array(
    ContentSegment.extend({ key: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/), from: day, to: day }),
  ),
  /**
   * Each intent of the prompts the filters cover (`none`: not classified yet), in the order of the intents, by the
   * prompts' current intent; `prompts` is how many of the covered prompts have it.
   */
  byIntent: z.array(ContentSegment.extend({ intent: z.union([Intent, z.literal('none')]), prompts: count })),
});
export type ContentAnalytics = z.infer<typeof ContentAnalytics>;

export const ContentAnalyticsResponse = z.object({
  data: ContentAnalytics,
  meta: z.object({ metricsVersion: z.string() }),
});
export type ContentAnalyticsResponse = z.infer<typeof ContentAnalyticsResponse>;
