import { z } from 'zod';
import { AnalyticsFilterQuery, ProportionChange } from './analytics.ts';
import { ChatListQuery } from './answer-list.ts';
import { contentTypeIds, correctableSourceTypes, sourceTypeIds } from './constants.ts';
import { EmptyReportReason } from './empty-report.ts';

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const queryList = z.union([z.string(), z.array(z.string()).max(20)]);

export const SourceTypeId = z.enum(sourceTypeIds);
export type SourceTypeId = z.infer<typeof SourceTypeId>;

export const ContentTypeId = z.enum(contentTypeIds);
export type ContentTypeId = z.infer<typeof ContentTypeId>;

/**
 * Strapi-style paging of a list: `pagination[page]` (from 1), `pagination[pageSize]` (1–100, default 25), checked by
 * the server's page parser (http/page-query.ts).
 */
export const PaginationQuery = z
  .object({ page: z.string().optional(), pageSize: z.string().optional() })
  .strict()
  .optional();

/** Which page of how many a source table's response is (`meta.pagination`). */
export const PageMeta = z.object({
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: count,
  total: count,
});
export type PageMeta = z.infer<typeof PageMeta>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/sources-by-domain — the cited domains of a range, filtered, sorted and paged

export const sourceDomainSorts = [
  'citations',
  'share',
  'answers',
  'rate',
  'impression',
  'position',
  'domain',
  'change',
] as const;

export const SourceDomainsQuery = AnalyticsFilterQuery.extend({
  /** Only domains of these source types (`sourceTypes=ugc,reference` or `sourceTypes[]=ugc`), as corrected. */
  sourceTypes: queryList.optional(),
  /** Only domains containing this text (case-insensitive). */
  q: z.string().max(200).optional(),
  /** Only the sites of this registrable domain (`naver.com`: blog.naver.com, cafe.naver.com, … and naver.com). */
  parent: z.string().max(253).optional(),
  /** `true`: only the gap — domains cited in answers naming a competitor but in none naming the own brand. */
  gap: z.string().optional(),
  /** `citations:desc` (default), `domain:asc`, …: one of `sourceDomainSorts`, then `asc` or `desc`. */
  sort: z.string().max(40).optional(),
  pagination: PaginationQuery,
}).strict();
export type SourceDomainsQuery = z.infer<typeof SourceDomainsQuery>;

/** What a domain row and a page row both measure over the range. */
const sourceMeasures = {
  citations: count,
  /** Its citations / all citations of the range (every source, whatever the type and text filters). */
  share: fraction.nullable(),
  answersCiting: count,
  /** Answers citing it / n. */
  rate: fraction.nullable(),
  /** Its PAWC impression / all impression of the range. */
  impressionShare: fraction.nullable(),
  /** Mean position of its first citation in the answers citing it (1 = cited first). */
  meanFirstPosition: z.number().positive().nullable(),
  /** Answers citing it that name the own brand, and that name a competitor. */
  answersCitingBrand: count,
  answersCitingCompetitor: count,
  /** The rate against the same number of days before, with the two-proportion test. */
  change: ProportionChange,
};

export const SourceDomain = z.object({
  /** The cited site: a platform's host (blog.naver.com, cafe.daum.net), else the registrable domain. */
  domain: z.string(),
  /** The registrable domain the site belongs to (naver.com for blog.naver.com; the domain itself otherwise). */
  parentDomain: z.string(),
  /** Its source type as the organization corrected it, else as the analyzer classified it. */
  sourceType: SourceTypeId,
  /** Whether `sourceType` is an organization's correction. */
  sourceTypeCorrected: z.boolean(),
  /** Whether the domain is one of the project's owned media. */
  owned: z.boolean(),
  ...sourceMeasures,
});
export type SourceDomain = z.infer<typeof SourceDomain>;

export const SourceDomainsResponse = z.object({
  data: z.array(SourceDomain),
  meta: z.object({
    pagination: PageMeta,
    from: day,
    to: day,
    /** Successful answers of the filter (the denominator of `rate`). */
    n: count,
    /** All citations of the range. */
    citations: count,
    previous: z.object({ from: day, to: day, n: count }),
    /** Why the range has no answer under the filters (`n` = 0), as every report says it; null otherwise. */
    empty: EmptyReportReason.nullable(),
    sort: z.string(),
    metricsVersion: z.string(),
  }),
});
export type SourceDomainsResponse = z.infer<typeof SourceDomainsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// PUT /api/v1/projects/:id/source-domains/:domain — an organization's correction of a domain's source type

export const SourceDomainCorrectionBody = z
  .object({
    data: z
      .object({
        /** The corrected type, or null to give the domain back to the analyzer's classification. */
        sourceType: z
          .enum(correctableSourceTypes, {
            error: `must be one of ${correctableSourceTypes.join(', ')} (owned and competitor follow the project's owned media and competitors), or null`,
          })
          .nullable(),
      })
      .strict(),
  })
  .strict();
export type SourceDomainCorrectionBody = z.infer<typeof SourceDomainCorrectionBody>;

export const SourceDomainCorrectionResponse = z.object({
  data: z.object({
    domain: z.string(),
    sourceType: SourceTypeId,
    sourceTypeCorrected: z.boolean(),
  }),
});
export type SourceDomainCorrectionResponse = z.infer<typeof SourceDomainCorrectionResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/chats-by-domain and /chats-by-url — the answers citing a domain or a page (the answers
// list's filters, page size and cursor; the answers list's response)

export const ChatsByDomainQuery = ChatListQuery.extend({ domain: z.string().max(253) }).strict();
export type ChatsByDomainQuery = z.infer<typeof ChatsByDomainQuery>;

export const ChatsByUrlQuery = ChatListQuery.extend({ url: z.string().max(2048) }).strict();
export type ChatsByUrlQuery = z.infer<typeof ChatsByUrlQuery>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/v1/projects/:id/source-domains-trend — each listed domain per day, ISO week or month of a range

export const trendGranularities = ['day', 'week', 'month'] as const;

/** The body is a filter object: the report filters, the domains (1–100) and the granularity (default `day`). */
export const SourceDomainsTrendBody = AnalyticsFilterQuery.extend({
  domains: z.array(z.string().max(253)).min(1, 'must list at least one domain').max(100),
  granularity: z.string().optional(),
}).strict();
export type SourceDomainsTrendBody = z.infer<typeof SourceDomainsTrendBody>;

export const TrendPeriod = z.object({
  /** The day, the ISO week's Monday, or `YYYY-MM`. */
  key: z.string(),
  /** Its first and last days within the range. */
  from: day,
  to: day,
  /** Successful answers of the period (the denominator of `rate`). */
  n: count,
});

export const DomainTrend = z.object({
  domain: z.string(),
  /** One point per period, in the order of `periods`. */
  points: z.array(z.object({ citations: count, answersCiting: count, rate: fraction.nullable() })),
});

export const SourceDomainsTrendResponse = z.object({
  data: z.object({
    from: day,
    to: day,
    granularity: z.enum(trendGranularities),
    periods: z.array(TrendPeriod),
    domains: z.array(DomainTrend),
  }),
  meta: z.object({ metricsVersion: z.string() }),
});
export type SourceDomainsTrendResponse = z.infer<typeof SourceDomainsTrendResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/projects/:id/sources — the cited pages of a range, filtered, sorted and paged

export const sourceUrlSorts = [
  'citations',
  'share',
  'answers',
  'rate',
  'impression',
  'position',
  'url',
  'change',
] as const;

export const SourceUrlsQuery = SourceDomainsQuery.extend({
  /** Only pages of these content types (as corrected). */
  contentTypes: queryList.optional(),
  /** Only pages of this domain; the pages' shares are then of that domain's citations and impression. */
  domain: z.string().max(253).optional(),
}).strict();
export type SourceUrlsQuery = z.infer<typeof SourceUrlsQuery>;

export const SourceUrl = z.object({
  /** The address as first cited, and as matched (lower-case host, no `www.`, tracking parameters or fragment). */
  url: z.string(),
  normalizedUrl: z.string(),
  title: z.string().nullable(),
  domain: z.string(),
  contentType: ContentTypeId,
  contentTypeCorrected: z.boolean(),
  /** Its domain's source type, as corrected. */
  sourceType: SourceTypeId,
  ...sourceMeasures,
});
export type SourceUrl = z.infer<typeof SourceUrl>;

export const SourceUrlsResponse = z.object({
  data: z.array(SourceUrl),
  meta: SourceDomainsResponse.shape.meta,
});
export type SourceUrlsResponse = z.infer<typeof SourceUrlsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/v1/projects/:id/source-urls-trend — each listed page per day, ISO week or month of a range

export const SourceUrlsTrendBody = AnalyticsFilterQuery.extend({
  /** Pages by address (matched on the normalized URL). */
  urls: z.array(z.string().max(2048)).min(1, 'must list at least one URL').max(100),
  granularity: z.string().optional(),
}).strict();
export type SourceUrlsTrendBody = z.infer<typeof SourceUrlsTrendBody>;

export const SourceUrlsTrendResponse = z.object({
  data: z.object({
    from: day,
    to: day,
    granularity: z.enum(trendGranularities),
    periods: z.array(TrendPeriod),
    /** In the order asked, by normalized URL (duplicates once). */
    urls: z.array(z.object({ url: z.string(), points: DomainTrend.shape.points })),
  }),
  meta: z.object({ metricsVersion: z.string() }),
});
export type SourceUrlsTrendResponse = z.infer<typeof SourceUrlsTrendResponse>;

// ---------------------------------------------------------------------------------------------------------------
// PUT /api/v1/projects/:id/source-urls — an organization's correction of a page's content type

export const SourceUrlCorrectionBody = z
  .object({
    data: z
      .object({
        /** The page, in any form of its address (matched on the normalized URL). */
        url: z.string().min(1).max(2048),
        /** The corrected content type, or null to give the page back to the analyzer's classification. */
        contentType: ContentTypeId.nullable(),
      })
      .strict(),
  })
  .strict();
export type SourceUrlCorrectionBody = z.infer<typeof SourceUrlCorrectionBody>;

export const SourceUrlCorrectionResponse = z.object({
  data: z.object({
    normalizedUrl: z.string(),
    contentType: ContentTypeId,
    contentTypeCorrected: z.boolean(),
  }),
});
export type SourceUrlCorrectionResponse = z.infer<typeof SourceUrlCorrectionResponse>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/v1/projects/:id/source-domains-reading — retrieved beside cited for the listed sites (a table's page)

/** The body is a filter object: the report filters and the sites (1–100). */
export const SourceDomainsReadingBody = AnalyticsFilterQuery.extend({
  domains: z.array(z.string().max(253)).min(1, 'must list at least one domain').max(100),
}).strict();
export type SourceDomainsReadingBody = z.infer<typeof SourceDomainsReadingBody>;

export const SourceDomainsReadingResponse = z.object({
  /** Per listed site, in the order asked: answers that read one of its pages, and of those the ones not citing it. */
  data: z.array(z.object({ domain: z.string(), reading: count, readingNotCiting: count })),
  meta: z.object({ from: day, to: day }),
});
export type SourceDomainsReadingResponse = z.infer<typeof SourceDomainsReadingResponse>;
