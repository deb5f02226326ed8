import { z } from 'zod';
import { AnalyticsFilterQuery } from './analytics.ts';
import { EngineId, Intent } from './enums.ts';
import {
  SourceDomain,
  SourceDomainsResponse,
  SourceTypeId,
  SourceUrl,
  TrendPeriod,
  trendGranularities,
} from './sources.ts';

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One engine's citations of a domain or page over the range, against that engine's n. */
export const SourceEngineRow = z.object({
  engine: EngineId,
  /** The engine's successful answers in the range (the denominator of `rate`). */
  n: count,
  citations: count,
  answersCiting: count,
  /** Answers citing it / the engine's n. */
  rate: fraction.nullable(),
  meanFirstPosition: z.number().positive().nullable(),
});
export type SourceEngineRow = z.infer<typeof SourceEngineRow>;

/** A brand named in the answers citing the source. */
export const SourceBrandRow = z.object({
  key: z.string(),
  /** The brand's name (a competitor deleted since is labelled by its key). */
  name: z.string(),
  /** Whether it is the project's own brand. */
  own: z.boolean(),
  /** Citing answers that name it, and that count over all the answers citing the source. */
  answers: count,
  share: fraction.nullable(),
});
export type SourceBrandRow = z.infer<typeof SourceBrandRow>;

/** When the project's answers first and last cited the source (whatever the range); null when never. */
const seen = { firstSeen: day.nullable(), lastSeen: day.nullable() };

const detailMeta = SourceDomainsResponse.shape.meta.omit({ pagination: true, sort: true });

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/source-domains/:domain — one domain over a range: its measures, engines and brands

export const SourceDomainDetailQuery = AnalyticsFilterQuery.strict();
export type SourceDomainDetailQuery = z.infer<typeof SourceDomainDetailQuery>;

export const SourceDomainDetailResponse = z.object({
  data: z.object({
    /** The domain's row as the domain table shows it (zeros when the range has no citation of it). */
    domain: SourceDomain,
    ...seen,
    /**
     * Retrieved beside cited (fan-out): the range's answers that read a page of the site while answering, and of those
     * the ones that did not cite it. Only answers whose engine says what it read count.
     */
    reading: z.object({
      reading: z.number().int().nonnegative(),
      readingNotCiting: z.number().int().nonnegative(),
    }),
    engines: z.array(SourceEngineRow),
    brands: z.array(SourceBrandRow),
  }),
  meta: detailMeta,
});
export type SourceDomainDetailResponse = z.infer<typeof SourceDomainDetailResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/source-url?url= — one page over a range: its measures, engines, brands and prompts

export const SourceUrlDetailQuery = AnalyticsFilterQuery.extend({
  /** The page, in any form of its address (matched on the normalized URL). */
  url: z.string().max(2048),
}).strict();
export type SourceUrlDetailQuery = z.infer<typeof SourceUrlDetailQuery>;

/** A prompt whose answers cite the page. */
export const SourcePromptRow = z.object({
  documentId: z.string(),
  text: z.string(),
  intent: Intent.nullable(),
  answers: count,
  citations: count,
});
export type SourcePromptRow = z.infer<typeof SourcePromptRow>;

export const SourceUrlDetailResponse = z.object({
  data: z.object({
    /** The page's row as the page table shows it (zeros when the range has no citation of it). */
    page: SourceUrl,
    ...seen,
    engines: z.array(SourceEngineRow),
    brands: z.array(SourceBrandRow),
    /** At most 100, most citing answers first. */
    prompts: z.array(SourcePromptRow),
  }),
  meta: detailMeta,
});
export type SourceUrlDetailResponse = z.infer<typeof SourceUrlDetailResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/source-types — the source types of every citation of a range, in all and per period

export const SourceTypesQuery = AnalyticsFilterQuery.extend({
  /** `day` (default), `week` or `month`. */
  granularity: z.string().optional(),
}).strict();
export type SourceTypesQuery = z.infer<typeof SourceTypesQuery>;

export const SourceTypesResponse = z.object({
  data: z.object({
    from: day,
    to: day,
    granularity: z.enum(trendGranularities),
    /** Every period of the range with its citations (the denominator of a type's share in it). */
    periods: z.array(TrendPeriod.omit({ n: true }).extend({ citations: count })),
    /** The types cited in the range, most cited first (as the organization corrected them). */
    types: z.array(
      z.object({
        sourceType: SourceTypeId,
        citations: count,
        /** Its citations / every citation of the range. */
        share: fraction.nullable(),
        impressionShare: fraction.nullable(),
        /** One point per period, in the order of `periods`. */
        points: z.array(z.object({ citations: count, share: fraction.nullable() })),
      }),
    ),
    /** Every citation of the range. */
    citations: count,
  }),
  meta: z.object({ metricsVersion: z.string() }),
});
export type SourceTypesResponse = z.infer<typeof SourceTypesResponse>;
