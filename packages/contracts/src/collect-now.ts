import { z } from 'zod';
import { CollectStatus, CollectTrigger } from './collects.ts';
import { EngineId } from './enums.ts';

// "Collect now" without silent failures: what is ready before collecting, what to collect, and how the latest
// collects went.

const count = z.number().int().nonnegative();

/**
 * Where an engine's credentials come from: the simulator (a simulated project, or the `simulated` engine), the
 * organization's engine connection, the server's environment, or nowhere (null: it cannot be collected from).
 */
export const CredentialSource = z.enum(['simulator', 'connection', 'environment']);
export type CredentialSource = z.infer<typeof CredentialSource>;

export const EngineReadiness = z.object({
  engine: EngineId,
  ready: z.boolean(),
  source: CredentialSource.nullable(),
});
export type EngineReadiness = z.infer<typeof EngineReadiness>;

/** `GET /api/v1/projects/:id/collect-readiness`: each engine of the project with whether it can be collected from. */
export const CollectReadinessResponse = z.object({
  data: z.object({
    engines: z.array(EngineReadiness),
    /** The project is simulated: every engine is answered by the simulator. */
    simulated: z.boolean(),
    /** The caller may save engine connections (admins and owners). */
    canManageEngines: z.boolean(),
  }),
  meta: z.object({}),
});
export type CollectReadinessResponse = z.infer<typeof CollectReadinessResponse>;

/** `POST /api/v1/projects/:id/collect` data: optionally, only some of the project's engines. */
export const RunNowData = z
  .object({ engines: z.array(EngineId).min(1, 'must name at least one engine').max(8).optional() })
  .strict();
export type RunNowData = z.infer<typeof RunNowData>;

export const RunNowResponse = z.object({
  data: z.object({
    collect: z.string(),
    /** The local day of the collect in the project's timezone, `YYYY-MM-DD`. */
    day: z.string(),
    planned: count,
    /** The engines asked. */
    engines: z.array(EngineId),
  }),
  meta: z.object({}),
});
export type RunNowResponse = z.infer<typeof RunNowResponse>;

/** Failed runs of a collect with one engine and error kind: how many, and one of their messages. */
export const CollectFailure = z.object({
  engine: EngineId,
  errorKind: z.string().nullable(),
  error: z.string().nullable(),
  runs: count,
  /** The runs failed for missing or refused credentials: fixed under Organization → AI engines. */
  needsEngineConnection: z.boolean(),
});
export type CollectFailure = z.infer<typeof CollectFailure>;

export const RecentCollect = z.object({
  documentId: z.string(),
  day: z.string(),
  trigger: CollectTrigger,
  status: CollectStatus,
  planned: count,
  succeeded: count,
  failed: count,
  /** Runs not finished yet (queued or running). */
  pending: count,
  cost: z.number().min(0),
  /** Why the collect ended without planning anything (the daily run quota, say), else null. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The failed runs grouped by engine × error kind, most common first (at most 8 groups). */
  failures: z.array(CollectFailure),
});
export type RecentCollect = z.infer<typeof RecentCollect>;

/** `GET /api/v1/projects/:id/collects/recent`: the project's newest collects, newest first (at most `limit`, 7). */
export const RecentCollectsResponse = z.object({
  data: z.array(RecentCollect),
  meta: z.object({ timezone: z.string() }),
});
export type RecentCollectsResponse = z.infer<typeof RecentCollectsResponse>;
