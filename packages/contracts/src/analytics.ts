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

export const ChatMention = z.object({
  brandKey: z.string(),
  brandName: z.string(),
  own: z.boolean(),
  /** Offset of the first mention in `answer` (UTF-16 code units). */
  firstOffset: count,
  count: count,
  rank: z.number().int().min(1),
  relativePosition: z.number().min(0).max(1),
  sentiment: z.number().min(-1).max(1),
  snippet: z.string(),
});

export const ChatCitation = z.object({
  position: z.number().int().min(1),
  url: z.string(),
  normalizedUrl: z.string(),
  domain: z.string(),
  title: z.string().nullable(),
  startIndex: count.nullable(),
  endIndex: count.nullable(),
  sourceType: z.string(),
  contentType: z.string(),
  competitorKey: z.string().nullable(),
  impression: z.number().min(0),
  /** Found in the answer text rather than reported by the engine. */
  extracted: z.boolean(),
});

export const ChatAspect = z.object({
  itemKey: z.string(),
  itemName: z.string(),
  brandKey: z.string(),
  brandName: z.string(),
  sentiment: z.number().min(-1).max(1),
});

/** `GET /api/projects/:id/chats/:chatId`: one stored answer with its facts; `raw` only with `?raw=true`. */
export const ChatDetail = z.object({
  documentId: z.string(),
  prompt: z.object({ documentId: z.string(), text: z.string() }),
  engine: EngineId,
  model: z.string(),
  simulated: z.boolean(),
  status: z.enum(['ok', 'no_answer']),
  answer: z.string(),
  latencyMs: count,
  tokens: z.object({ input: count, output: count }),
  cost: z.number().nullable(),
  collectedAt: z.string(),
  day,
  mentions: z.array(ChatMention),
  citations: z.array(ChatCitation),
  aspects: z.array(ChatAspect),
  raw: z.unknown().optional(),
});
export type ChatDetail = z.infer<typeof ChatDetail>;

export const ChatDetailQuery = z.object({ raw: z.enum(['true', 'false']).optional() }).strict();

export const ChatDetailResponse = z.object({ data: ChatDetail, meta: z.object({}) });
export type ChatDetailResponse = z.infer<typeof ChatDetailResponse>;
