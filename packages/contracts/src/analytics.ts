import { z } from 'zod';
import { EmptyReportReason } from './empty-report.ts';
import { EngineId, Intent } from './enums.ts';
import { MeanBasis, RatioBasis } from './ratio-basis.ts';

// Dashboard analytics payloads. Rates are fractions in [0, 1] (never percentages); a rate whose denominator is zero
// is null ("no data", not 0 %). Definitions: docs/features/metrics.md, versioned as `meta.metricsVersion`.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A list in a query string: `a,b`, `k[]=a&k[]=b` or `k[0]=a`. */
const queryList = z.union([z.string(), z.array(z.string()).max(300)]);

/** How the tracking report's `groups` are cut: by time, by engine, or by what the prompts are. */
export const trackingGroupBys = [
  'day',
  'week',
  'month',
  'engine',
  'intent',
  'tag',
  'prompt',
  'branded',
] as const;
export const TrackingGroupBy = z.enum(trackingGroupBys);
export type TrackingGroupBy = z.infer<typeof TrackingGroupBy>;

/**
 * The filters every dashboard report of a project takes (tracking, its prompt × engine table, the answers list):
 * local days inclusive (default: the 30 days ending today in the project's timezone), engines, prompt tags (by name),
 * intents, branded or not (the prompt names the own brand), and prompts (document ids). Each list is one of the
 * forms of `queryList`; an unknown engine, tag, intent or prompt is a 400 naming the parameter.
 *
 * This is the query's transport shape (what the routes accept and the OpenAPI document lists); its values are read by
 * the report filter's contract (report-filter.ts `parseReportFilter`, through the server's one resolver in
 * use-cases/report-filter/), the same schemas the web's route search validates with.
 */
export const AnalyticsFilterQuery = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  /** `engines=chatgpt,gemini`, `engines[]=chatgpt&engines[]=gemini` or `engines[0]=chatgpt`. */
  engines: z.union([z.string(), z.array(z.string()).max(20)]).optional(),
  tags: queryList.optional(),
  intents: queryList.optional(),
  branded: z.string().optional(),
  prompts: queryList.optional(),
});
export type AnalyticsFilterQuery = z.infer<typeof AnalyticsFilterQuery>;

/** `GET /api/v1/projects/:id/tracking` query: the filters, `compare=previous`, and `groupBy` (default none). */
export const TrackingQuery = AnalyticsFilterQuery.extend({
  /** `previous`: also the same-length period just before, with a change and a two-proportion test per metric. */
  compare: z.string().optional(),
  groupBy: z.string().optional(),
}).strict();
export type TrackingQuery = z.infer<typeof TrackingQuery>;

// Proportions carry their numerator, n and the Wilson 95 % interval (value and bounds null when n = 0).
const nullableFraction = fraction.nullable();

/**
 * The change of a proportion from the previous period to this one: `delta` = now − before (a fraction), with the
 * pooled two-proportion z-test (two-sided p; `significant` at 95 %). Null values when either period has no n.
 */
export const ProportionChange = z.object({
  previous: nullableFraction,
  /** The previous period's n (the denominator of `previous`). */
  previousN: count,
  delta: z.number().min(-1).max(1).nullable(),
  pValue: z.number().min(0).max(1).nullable(),
  significant: z.boolean(),
});
export type ProportionChange = z.infer<typeof ProportionChange>;

/** The change of a mean (position, sentiment score): no test, only the values. */
export const ValueChange = z.object({ previous: z.number().nullable(), delta: z.number().nullable() });
export type ValueChange = z.infer<typeof ValueChange>;

/** A brand's changes against the previous period (`compare=previous`). */
export const BrandChange = z.object({
  visibility: ProportionChange,
  /** Answer-based share of voice, tested with n = Σ answers mentioning a listed brand. */
  shareOfVoice: ProportionChange,
  /** Mention-based share of voice, tested with n = Σ mentions of the listed brands. */
  mentionShareOfVoice: ProportionChange,
  top1Rate: ProportionChange,
  averagePosition: ValueChange,
  sentimentScore: ValueChange,
});
export type BrandChange = z.infer<typeof BrandChange>;

/**
 * What each of a brand's rates was computed from, by the same computation (docs/features/metrics.md, Explanations):
 * visibility and top-1 over answers, answer-based share of voice over Σ answers mentioning each listed brand,
 * mention-based share of voice over Σ mentions; position and sentiment are means over the answers mentioning it.
 */
export const BrandBasis = z.object({
  visibility: RatioBasis,
  shareOfVoice: RatioBasis,
  mentionShareOfVoice: RatioBasis,
  top1Rate: RatioBasis,
  averagePosition: MeanBasis,
  sentiment: MeanBasis,
});
export type BrandBasis = z.infer<typeof BrandBasis>;

export const TrackedBrandMetrics = z.object({
  /** `brand` for the project's own brand, else the competitor's document id. */
  key: z.string(),
  /** A competitor deleted since its answers were analyzed is labelled by its key. */
  name: z.string(),
  own: z.boolean(),
  /** Answers mentioning the brand / n. */
  visibility: z.object({
    value: nullableFraction,
    mentioning: count,
    n: count,
    low: nullableFraction,
    high: nullableFraction,
  }),
  /** Answers mentioning the brand / Σ answers mentioning each brand listed. */
  shareOfVoice: fraction.nullable(),
  /** Mentions of the brand / Σ mentions of each brand listed. */
  mentionShareOfVoice: fraction.nullable(),
  /** Mean rank among tracked brands (1 = named first) over answers mentioning it; null when never mentioned. */
  averagePosition: z.number().min(1).nullable(),
  /** Answers naming the brand first / n. */
  top1Rate: fraction.nullable(),
  sentiment: z.object({
    /** The score people read: the mean polarity on 0–100, 50 neutral. */
    score: z.number().min(0).max(100).nullable(),
    /** The analysis's mean per-answer polarity in [−1, 1] (the score's source). */
    meanPolarity: z.number().min(-1).max(1).nullable(),
    positive: count,
    neutral: count,
    negative: count,
  }),
  /** Answers whose first mention of the brand falls in the top / middle / bottom third of the answer (counts). */
  positions: z.object({ top: count, middle: count, bottom: count }),
  basis: BrandBasis,
  /** Against the previous period; null without `compare=previous`. */
  change: BrandChange.nullable(),
});
export type TrackedBrandMetrics = z.infer<typeof TrackedBrandMetrics>;

export const TrackingDay = z.object({
  day,
  n: count,
  citationRate: fraction.nullable(),
  /** Visibility of each brand that day, with its Wilson 95 % bounds (null when the day has no answer). */
  brands: z.record(
    z.string(),
    z.object({
      visibility: fraction.nullable(),
      mentioning: count,
      low: fraction.nullable(),
      high: fraction.nullable(),
    }),
  ),
});
export type TrackingDay = z.infer<typeof TrackingDay>;

/** One brand's numbers within a group of the report (an engine, an intent, a week, ...). */
export const GroupBrandMetrics = z.object({
  key: z.string(),
  visibility: z.object({
    value: nullableFraction,
    mentioning: count,
    n: count,
    low: nullableFraction,
    high: nullableFraction,
  }),
  shareOfVoice: fraction.nullable(),
  mentionShareOfVoice: fraction.nullable(),
  averagePosition: z.number().min(1).nullable(),
  top1Rate: fraction.nullable(),
  /** Mean sentiment on 0–100 (50 neutral). */
  sentimentScore: z.number().min(0).max(100).nullable(),
  basis: BrandBasis,
  /** Visibility against the same group in the previous period; only for `compare=previous` and groups that are
   *  not periods (engine, intent, tag, prompt, branded), else null. */
  change: ProportionChange.nullable(),
});
export type GroupBrandMetrics = z.infer<typeof GroupBrandMetrics>;

/**
 * One group of `groupBy`. Keys: `day` YYYY-MM-DD; `week` the Monday (YYYY-MM-DD) and `month` YYYY-MM, with `from`/`to`
 * clipped to the range; `engine` the engine id; `intent` the intent or `none`; `tag` the tag's name or `none`
 * (a prompt with two tags counts in both); `prompt` the prompt's document id (label: its text); `branded`
 * `branded` or `nonBranded`.
 */
export const TrackingGroup = z.object({
  key: z.string(),
  label: z.string(),
  from: day.nullable(),
  to: day.nullable(),
  n: count,
  citationRate: z.object({ value: nullableFraction, citing: count, n: count }),
  /** In the order of the report's `brands`. */
  brands: z.array(GroupBrandMetrics),
});
export type TrackingGroup = z.infer<typeof TrackingGroup>;

/** The filters a report was computed with, resolved (unknown values are a 400, never silently dropped). */
export const AppliedFilters = z.object({
  tags: z.array(z.string()),
  intents: z.array(Intent),
  /** true: only prompts naming the own brand; false: only the others; null: all. */
  branded: z.boolean().nullable(),
  /** Prompt document ids. */
  prompts: z.array(z.string()),
});
export type AppliedFilters = z.infer<typeof AppliedFilters>;

export const TrackingReport = z.object({
  from: day,
  to: day,
  /** The engines asked for, or (without a filter) the project's engines and any other engine with data. */
  engines: z.array(EngineId),
  /** Some answer in the range came from the simulator. */
  simulated: z.boolean(),
  /** Successful answers. */
  n: count,
  /** Runs the engine answered without an answer (not part of n). */
  noAnswers: count,
  /** Why n is 0 (null when it is not). */
  empty: EmptyReportReason.nullable(),
  /** The own brand first, then competitors by visibility. */
  brands: z.array(TrackedBrandMetrics),
  citations: z.object({
    /** Answers citing an owned URL / n. */
    rate: z.object({
      value: nullableFraction,
      citing: count,
      n: count,
      low: nullableFraction,
      high: nullableFraction,
    }),
    /** Owned citations / all citations. */
    share: fraction.nullable(),
    /** Owned PAWC impression / all impression. */
    impressionShare: fraction.nullable(),
    total: count,
    owned: count,
    /** What the rate, the share and the impression share were computed from (answers, citations, impression). */
    basis: z.object({ rate: RatioBasis, share: RatioBasis, impressionShare: RatioBasis }),
    /** The citation rate against the previous period; null without `compare=previous`. */
    change: ProportionChange.nullable(),
  }),
  /** Every day of the range, oldest first, zero-filled. */
  series: z.array(TrackingDay),
  filters: AppliedFilters,
  /** The period compared with (`compare=previous`): the same number of days just before `from`. */
  previous: z.object({ from: day, to: day, n: count }).nullable(),
  /** null when the query had no `groupBy` (then `groups` is empty). */
  groupBy: TrackingGroupBy.nullable(),
  /** The report cut by `groupBy` (every period of the range, or every engine / intent / tag / prompt with answers). */
  groups: z.array(TrackingGroup),
});
export type TrackingReport = z.infer<typeof TrackingReport>;

export const TrackingResponse = z.object({
  data: TrackingReport,
  meta: z.object({ metricsVersion: z.string() }),
});
export type TrackingResponse = z.infer<typeof TrackingResponse>;

/** How a polarity in [−1, 1] is labelled: above +0.1 positive, below −0.1 negative, else neutral (score > 55 / < 45). */
export const SentimentLabel = z.enum(['positive', 'neutral', 'negative']);
export type SentimentLabel = z.infer<typeof SentimentLabel>;

export const ChatSentiment = z.object({
  /** The score people read: 0–100, 50 neutral (the polarity on that scale, one decimal). */
  score: z.number().min(0).max(100),
  /** The analysis's polarity in [−1, 1]; 0 when the passages about the brand carry no opinion. */
  polarity: z.number().min(-1).max(1),
  label: SentimentLabel,
});
export type ChatSentiment = z.infer<typeof ChatSentiment>;

/** A stretch `[start, end)` of the stored `answer` (UTF-16 code units, as JavaScript strings index). */
export const AnswerSpan = z.object({ start: count, end: count });
export type AnswerSpan = z.infer<typeof AnswerSpan>;

export const ChatMention = z.object({
  brandKey: z.string(),
  brandName: z.string(),
  own: z.boolean(),
  /** Offset of the first mention in `answer` (UTF-16 code units). */
  firstOffset: count,
  count: count,
  rank: z.number().int().min(1),
  relativePosition: z.number().min(0).max(1),
  sentiment: ChatSentiment,
  snippet: z.string(),
  /**
   * Every occurrence of the brand's names in `answer`, in order, found by the same matcher that produced the stored
   * mention (core's analysis with the project's current profile), for highlighting.
   */
  spans: z.array(AnswerSpan),
});
export type ChatMention = z.infer<typeof ChatMention>;

export const ChatCitation = z.object({
  /** 1-based; the number shown in the source list, and the `n` of the answer's `[n]` markers. */
  position: z.number().int().min(1),
  url: z.string(),
  normalizedUrl: z.string(),
  domain: z.string(),
  title: z.string().nullable(),
  /** Where the engine placed the citation in `answer`, when it said so. */
  startIndex: count.nullable(),
  endIndex: count.nullable(),
  sourceType: z.string(),
  contentType: z.string(),
  /** The competitor whose domain is cited (the key analysis found), else null. */
  competitorKey: z.string().nullable(),
  /** This citation's share of the answer's PAWC impression (the answer's citations sum to 1 when any is placed). */
  impression: z.number().min(0),
  /** Found in the answer text rather than reported by the engine. */
  extracted: z.boolean(),
});
export type ChatCitation = z.infer<typeof ChatCitation>;

/**
 * A citation marker in `answer`: `[2]` or `[1, 3]` written at `[start, end)`, naming citation positions; or, for
 * citations the engine placed by offsets without writing a marker, an empty stretch (`start = end`) at the end of the
 * cited passage, where the view shows the footnote number.
 */
export const ChatCitationMarker = z.object({
  start: count,
  end: count,
  positions: z.array(z.number().int().min(1)).min(1),
});
export type ChatCitationMarker = z.infer<typeof ChatCitationMarker>;

export const ChatAspect = z.object({
  itemKey: z.string(),
  itemName: z.string(),
  brandKey: z.string(),
  brandName: z.string(),
  sentiment: ChatSentiment,
});
export type ChatAspect = z.infer<typeof ChatAspect>;

/**
 * `GET /api/projects/:id/chats/:chatId` and `GET /api/prompts/:id/chats/:chatId`: one stored answer with its facts;
 * `raw` only with `?raw=true`.
 */
export const ChatDetail = z.object({
  documentId: z.string(),
  /** The chat's project; `timezone` is the one its times are shown in. */
  project: z.object({ documentId: z.string(), name: z.string(), timezone: z.string() }),
  /** The prompt as it was asked (text snapshot of the collect) and its current document. */
  prompt: z.object({ documentId: z.string(), text: z.string() }),
  /** The collect the answer belongs to and its local day (the `/collects/{y}/{m}/{d}` route). */
  collect: z.object({ documentId: z.string(), day }),
  engine: EngineId,
  model: z.string(),
  /** 0-based sample of the prompt × engine within its collect. */
  sampleIndex: count,
  simulated: z.boolean(),
  status: z.enum(['ok', 'no_answer']),
  answer: z.string(),
  latencyMs: count,
  tokens: z.object({ input: count, output: count }),
  cost: z.number().nullable(),
  /** ISO 8601 instant (UTC); format it in `project.timezone`. */
  collectedAt: z.string(),
  /** The local day of the project the answer counts for. */
  day,
  /** The own brand and competitors named, by rank. */
  mentions: z.array(ChatMention),
  /** Whether a judge model scored the answer's tone; otherwise its sentiment is the rules' estimate. */
  sentimentJudged: z.boolean(),
  /** What the engine searched before answering, in order (empty when its response does not say). */
  searchQueries: z.array(z.string()),
  /** The pages it read, in the order met: each with its site and whether the answer cites it. */
  retrieved: z.array(
    z.object({ url: z.string(), title: z.string().nullable(), domain: z.string(), cited: z.boolean() }),
  ),
  citations: z.array(ChatCitation),
  /** Markers in `answer` that lead to a listed citation (written `[n]`, or empty at a placed citation's end), in order. */
  markers: z.array(ChatCitationMarker),
  aspects: z.array(ChatAspect),
  /** Neighbouring answers to the same prompt by the same engine in the project (by time, then sample); null at the ends. */
  previous: z.string().nullable(),
  next: z.string().nullable(),
  raw: z.unknown().optional(),
});
export type ChatDetail = z.infer<typeof ChatDetail>;

export const ChatDetailQuery = z.object({ raw: z.enum(['true', 'false']).optional() }).strict();

export const ChatDetailResponse = z.object({ data: ChatDetail, meta: z.object({}) });
export type ChatDetailResponse = z.infer<typeof ChatDetailResponse>;
