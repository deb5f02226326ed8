import { z } from 'zod';
import { AnalyticsFilterQuery } from './analytics.ts';

// The most cited domains of a range (the dashboard's card). Rates are fractions in [0, 1], null when their n is 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// GET /api/v1/projects/:id/top-domains — the most cited domains of a range (the dashboard's card)

export const TopDomainsQuery = AnalyticsFilterQuery.extend({
  /** 1–50, default 10. */
  limit: z.string().optional(),
}).strict();
export type TopDomainsQuery = z.infer<typeof TopDomainsQuery>;

export const TopDomain = z.object({
  domain: z.string(),
  sourceType: z.string(),
  citations: count,
  /** This domain's citations / all citations of the range. */
  share: fraction.nullable(),
  answersCiting: count,
  /** Answers citing it / n. */
  rate: fraction.nullable(),
  /** Its PAWC impression / all impression. */
  impressionShare: fraction.nullable(),
  /** Whether the domain is one of the project's owned media. */
  owned: z.boolean(),
});
export type TopDomain = z.infer<typeof TopDomain>;

export const TopDomainsResponse = z.object({
  data: z.object({ from: day, to: day, n: count, citations: count, domains: z.array(TopDomain) }),
  meta: z.object({ metricsVersion: z.string() }),
});
export type TopDomainsResponse = z.infer<typeof TopDomainsResponse>;
