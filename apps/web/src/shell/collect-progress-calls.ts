import type { CollectProgressResponse } from '@sightline/contracts';
import { api } from '../lib/api/api-client.ts';

/** The header's collection status. Silent: a failed poll only leaves the badge as it was. */
export const collectProgressCalls = {
  /** The project's backfill, its unfinished collects and when its last collect finished. */
  get: (documentId: string, signal?: AbortSignal) =>
    api<CollectProgressResponse>(`/v1/projects/${documentId}/collect-progress`, {
      silent: true,
      ...(signal ? { signal } : {}),
    }).then((r) => r.data),
};

export type CollectProgress = CollectProgressResponse['data'];

/** Whether the project has work in progress: a backfill with days left, or any unfinished collect. */
export function isCollecting(progress: CollectProgress | undefined): boolean {
  if (!progress) return false;
  const { backfill, active } = progress;
  return active.collects > 0 || (backfill !== null && backfill.daysDone < backfill.days);
}
