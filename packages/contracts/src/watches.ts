import { z } from 'zod';
import { ProportionChange } from './analytics.ts';
import { maxWatchesPerProject, watchKinds } from './constants.ts';
import { EngineId } from './enums.ts';
import { controlCharactersMessage, isPlainText } from './plain-text.ts';

// Watches: one thing followed across a project's answers (docs/features/watches-alerts.md), its hits over time and
// the answers behind them. Spec call: GET /api/projects/{id}/watches; the writes and the detail are /api/v1 calls.

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const WatchKind = z.enum(watchKinds);
export type WatchKind = z.infer<typeof WatchKind>;

/**
 * What a watch matches. `target`: a domain (`namu.wiki`; its subdomains match too), a page address (matched
 * normalized: tracking parameters, `www.` and a trailing slash do not matter), a keyword or phrase (found in the
 * answer's text, case-insensitively), or a brand key (`brand`, or a competitor's document id). `engines`: only these
 * engines' answers; none or empty, every engine.
 */
export const WatchMatchInput = z.strictObject({
  kind: WatchKind,
  target: z.string().trim().min(1, 'target must not be empty').max(500),
  engines: z.array(EngineId).max(20).optional(),
});
export type WatchMatchInput = z.infer<typeof WatchMatchInput>;

export const WatchInput = WatchMatchInput.extend({
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(120)
    .refine(isPlainText, `name ${controlCharactersMessage}`),
});
export type WatchInput = z.infer<typeof WatchInput>;

/** `POST /api/v1/projects/:id/watches` and `PUT /api/v1/projects/:id/watches/:watchId` (editors and above). */
export const WatchBody = z.strictObject({ data: WatchInput });
export type WatchBody = z.infer<typeof WatchBody>;

/** `POST /api/v1/projects/:id/watches/preview`: how many stored answers a draft would match. */
export const WatchPreviewBody = z.strictObject({ data: WatchMatchInput });
export type WatchPreviewBody = z.infer<typeof WatchPreviewBody>;

export const WatchPreviewResponse = z.object({
  data: z.object({
    /** The target as it will be matched (a host, a normalized address, the keyword, the brand key). */
    target: z.string(),
    /** Stored successful answers of the engines that it would match, of `answers`. */
    hits: count,
    answers: count,
  }),
});
export type WatchPreviewResponse = z.infer<typeof WatchPreviewResponse>;

/** `GET /api/projects/:id/watches` and the detail: local days, default the 30 days ending today (project timezone). */
export const WatchListQuery = z.strictObject({ from: z.string().optional(), to: z.string().optional() });
export type WatchListQuery = z.infer<typeof WatchListQuery>;

/** A day of a watch: its hits, and the successful answers of its engines that day (n). */
export const WatchDay = z.object({ day, hits: count, answers: count });
export type WatchDay = z.infer<typeof WatchDay>;

export const Watch = z.object({
  documentId: z.string(),
  name: z.string(),
  kind: WatchKind,
  target: z.string(),
  /** What to show for the target: the brand's or competitor's name for a brand watch, else the target. */
  targetLabel: z.string(),
  engines: z.array(EngineId),
  /** True while its past answers are being matched (after it was created or what it matches changed). */
  counting: z.boolean(),
  /** Hits in the range, of `answers` (its engines' successful answers), and their rate. */
  hits: count,
  answers: count,
  rate: z.number().min(0).max(1).nullable(),
  /** The rate against the same number of days before. */
  change: ProportionChange,
  /** Hits over its whole history, and the day of the latest. */
  totalHits: count,
  lastHitDay: day.nullable(),
  /** Every day of the range, oldest first. */
  days: z.array(WatchDay),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Watch = z.infer<typeof Watch>;

const rangeMeta = z.object({
  from: day,
  to: day,
  /** The period compared against: the same number of days just before. */
  previousFrom: day,
  previousTo: day,
});

export const WatchListResponse = z.object({
  data: z.array(Watch),
  meta: rangeMeta.extend({ maxWatches: z.literal(maxWatchesPerProject) }),
});
export type WatchListResponse = z.infer<typeof WatchListResponse>;

/** `GET /api/v1/projects/:id/watches/:watchId`: the watch, and its hits per engine over the range. */
export const WatchDetailResponse = z.object({
  data: Watch.extend({
    engineDays: z.array(z.object({ engine: EngineId, day, hits: count, answers: count })),
  }),
  meta: rangeMeta,
});
export type WatchDetailResponse = z.infer<typeof WatchDetailResponse>;

export const WatchResponse = z.object({ data: Watch });
export type WatchResponse = z.infer<typeof WatchResponse>;
