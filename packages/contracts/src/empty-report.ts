import { z } from 'zod';
import { EngineId } from './enums.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Why a report has no answer (given only when its n is 0), so that the screen says why instead of "no data yet":
 * - `beforeFirstDay`: the range ends before the project's first day (its creation, or its first collect's day);
 * - `engineNotInProject`: the engines asked for are not among the project's (and none of them has answers);
 * - `collectPending`: a collect of the range has not finished yet (`day`: the newest such day);
 * - `filtersExcludeAll`: the range has answers (`answers` of them), but the tags, intents, branded-ness or prompts
 *   asked for exclude every one;
 * - `allRunsFailed`: every run of the range's finished collects failed (`day`: the newest such collect's day, whose
 *   screen says why);
 * - `noCollect`: no collect has run in the range yet.
 */
export const EmptyReportReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('beforeFirstDay'), firstDay: day }),
  z.object({
    kind: z.literal('engineNotInProject'),
    engines: z.array(EngineId),
    projectEngines: z.array(EngineId),
  }),
  z.object({ kind: z.literal('collectPending'), day }),
  z.object({ kind: z.literal('filtersExcludeAll'), answers: z.number().int().positive() }),
  z.object({ kind: z.literal('allRunsFailed'), day, failed: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('noCollect') }),
]);
export type EmptyReportReason = z.infer<typeof EmptyReportReason>;
