import { z } from 'zod';
import { EngineId } from './enums.ts';

// Dashboard analytics payloads. Rates are fractions in [0, 1] (never percentages); a rate whose denominator is zero
// is null ("no data", not 0 %). Definitions: DESIGN.md §4, versioned as `meta.metricsVersion`.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/v1/projects/:id/tracking` query: local days inclusive (default: the 30 days ending today). */
export const TrackingQuery = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    /** `engines=chatgpt,gemini`, `engines[]=chatgpt&engines[]=gemini` or `engines[0]=chatgpt`. */
    engines: z.union([z.string(), z.array(z.string()).max(20)]).optional(),
  })
  .strict();
export type TrackingQuery = z.infer<typeof TrackingQuery>;

// Proportions carry their numerator, n and the Wilson 95 % interval (value and bounds null when n = 0).
const nullableFraction = fraction.nullable();

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
    /** Mean per-answer sentiment in [−1, 1]. */
    mean: z.number().min(-1).max(1).nullable(),
    /** The mean on 0–100, 50 neutral. */
    score: z.number().min(0).max(100).nullable(),
    positive: count,
    neutral: count,
    negative: count,
  }),
  /** Answers whose first mention of the brand falls in the top / middle / bottom third of the answer (counts). */
  positions: z.object({ top: count, middle: count, bottom: count }),
});
export type TrackedBrandMetrics = z.infer<typeof TrackedBrandMetrics>;

export const TrackingDay = z.object({
  day,
  n: count,
  citationRate: fraction.nullable(),
  brands: z.record(z.string(), z.object({ visibility: fraction.nullable(), mentioning: count })),
});
export type TrackingDay = z.infer<typeof TrackingDay>;

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
  }),
  /** Every day of the range, oldest first, zero-filled. */
  series: z.array(TrackingDay),
});
export type TrackingReport = z.infer<typeof TrackingReport>;

export const TrackingResponse = z.object({
  data: TrackingReport,
  meta: z.object({ metricsVersion: z.string() }),
});
export type TrackingResponse = z.infer<typeof TrackingResponse>;

/** How a sentiment score in [−1, 1] is labelled: above +0.1 positive, below −0.1 negative, else neutral. */
export const SentimentLabel = z.enum(['positive', 'neutral', 'negative']);
export type SentimentLabel = z.infer<typeof SentimentLabel>;

export const ChatSentiment = z.object({
  /** In [−1, 1]; 0 when the passages about the brand carry no opinion. */
  score: z.number().min(-1).max(1),
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
