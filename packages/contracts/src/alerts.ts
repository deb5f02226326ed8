import { z } from 'zod';
import { alertConditions, maxAlertRulesPerProject } from './constants.ts';

// Alert rules on a watch or on a tracked brand's visibility, and the notifications they send (in the app and by
// e-mail), at most once per rule and local day.

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AlertCondition = z.enum(alertConditions);
export type AlertCondition = z.infer<typeof AlertCondition>;

/**
 * A rule: on a watch (`watch`: its document id; its hit rate) or on a brand's visibility (`brand`: `brand` or a
 * competitor's document id), exactly one of the two. `below`/`above` need `threshold` (a fraction 0–1); `change`
 * fires on a significant change against the window before (95 %); `appears` on hits (or mentions) after none in the
 * window before; `disappears` on none after some. `windowDays`: 1–90, default 7.
 */
export const AlertRuleInput = z
  .strictObject({
    name: z.string().trim().min(1, 'name must not be empty').max(120),
    watch: z.string().min(1).max(64).nullable().optional(),
    brand: z.string().min(1).max(64).nullable().optional(),
    condition: AlertCondition,
    threshold: z.number().min(0).max(1).nullable().optional(),
    windowDays: z.number().int().min(1).max(90).optional(),
    active: z.boolean().optional(),
  })
  .superRefine((rule, ctx) => {
    if (Boolean(rule.watch) === Boolean(rule.brand)) {
      ctx.addIssue({ code: 'custom', path: ['watch'], message: 'A rule follows either a watch or a brand' });
    }
    const needsThreshold = rule.condition === 'below' || rule.condition === 'above';
    if (needsThreshold && (rule.threshold === undefined || rule.threshold === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: `${rule.condition} needs a threshold (0–1)`,
      });
    }
  });
export type AlertRuleInput = z.infer<typeof AlertRuleInput>;

export const AlertRuleBody = z.strictObject({ data: AlertRuleInput });
export type AlertRuleBody = z.infer<typeof AlertRuleBody>;

/**
 * How complete the days a rule reads were when it was judged: days whose planned runs had all ended of the days read
 * (its window, and the window before for `change`/`appears`/`disappears`), and the runs of those days that had ended
 * of those planned. A rule is judged only on complete days (docs/features/watches-alerts.md). `daysMissed` of the
 * complete days had no collect at all though a later day has one (the server was down that day, a paused project):
 * nothing was planned for them and nothing is coming (0 on alerts recorded before it was counted).
 */
export const AlertCompleteness = z.object({
  days: count,
  daysComplete: count,
  daysMissed: count.default(0),
  runsPlanned: count,
  runsEnded: count,
});
export type AlertCompleteness = z.infer<typeof AlertCompleteness>;

/**
 * What a rule's last check said: `fired` (it fires on its window; the alert of the day went out then or earlier),
 * `pending` (its window is not complete yet, so it was not judged), or `quiet` (judged, it does not fire).
 */
export const AlertRuleCheck = z.object({
  state: z.enum(['fired', 'pending', 'quiet']),
  checkedAt: z.string(),
  completeness: AlertCompleteness,
});
export type AlertRuleCheck = z.infer<typeof AlertRuleCheck>;

export const AlertRule = z.object({
  documentId: z.string(),
  name: z.string(),
  watch: z.object({ documentId: z.string(), name: z.string() }).nullable(),
  brand: z.object({ key: z.string(), name: z.string() }).nullable(),
  condition: AlertCondition,
  threshold: z.number().nullable(),
  windowDays: z.number().int(),
  active: z.boolean(),
  /** The last local day it fired (and was not withdrawn), if ever. */
  lastFiredDay: day.nullable(),
  /** Its last check, null until it is first checked. */
  lastCheck: AlertRuleCheck.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertRule = z.infer<typeof AlertRule>;

export const AlertRuleListResponse = z.object({
  data: z.array(AlertRule),
  meta: z.object({ maxRules: z.literal(maxAlertRulesPerProject) }),
});
export type AlertRuleListResponse = z.infer<typeof AlertRuleListResponse>;

export const AlertRuleResponse = z.object({ data: AlertRule });
export type AlertRuleResponse = z.infer<typeof AlertRuleResponse>;

/** What an alert saw: the rate now and in the window before, with their n. */
export const AlertFacts = z.object({
  condition: AlertCondition,
  subject: z.string(),
  from: day,
  to: day,
  successes: count,
  n: count,
  rate: z.number().nullable(),
  previousSuccesses: count,
  previousN: count,
  previousRate: z.number().nullable(),
  threshold: z.number().nullable(),
  pValue: z.number().nullable(),
  /** How complete the days it read were (absent from alerts sent before it was recorded). */
  completeness: AlertCompleteness.optional(),
});
export type AlertFacts = z.infer<typeof AlertFacts>;

/** One notification of the signed-in user (the header's notification centre). */
export const Notification = z.object({
  documentId: z.string(),
  kind: z.literal('alert'),
  createdAt: z.string(),
  read: z.boolean(),
  alert: z.object({
    rule: z.string(),
    project: z.object({ documentId: z.string(), name: z.string() }),
    /** The screen with the evidence: the watch over the window, or tracking over the window. */
    path: z.string(),
    facts: AlertFacts,
    /**
     * Set when the alert was withdrawn: data that came later no longer makes the rule fire on the same window; `facts`
     * are the new numbers.
     */
    withdrawn: z.object({ at: z.string(), facts: AlertFacts }).optional(),
  }),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/v1/notifications?limit&before`: the caller's notifications in the organizations they belong to. */
export const NotificationListQuery = z.strictObject({
  limit: z.string().optional(),
  before: z.string().optional(),
});
export const NotificationListResponse = z.object({
  data: z.array(Notification),
  meta: z.object({ unread: count, nextBefore: z.string().nullable() }),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** `POST /api/v1/notifications/read`: some notifications (document ids) or all of them read. */
export const NotificationsReadBody = z.strictObject({
  data: z.strictObject({
    documentIds: z.array(z.string().min(1).max(64)).max(200).optional(),
    all: z.boolean().optional(),
  }),
});
export type NotificationsReadBody = z.infer<typeof NotificationsReadBody>;

/** `GET|PUT /api/v1/organizations/:id/alert-settings`: how the caller wants alerts from that organization. */
export const AlertSettings = z.strictObject({ inApp: z.boolean(), email: z.boolean() });
export type AlertSettings = z.infer<typeof AlertSettings>;
export const AlertSettingsBody = z.strictObject({ data: AlertSettings });
export const AlertSettingsResponse = z.object({ data: AlertSettings });
export type AlertSettingsResponse = z.infer<typeof AlertSettingsResponse>;
