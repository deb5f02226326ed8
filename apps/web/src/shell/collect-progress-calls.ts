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

/**
 * Whether a project's collecting has just ended: true once, at the first idle reading after a reading that found it
 * collecting (`seen` keeps the projects found collecting, and is updated).
 */
export function collectEnded(seen: Set<string>, documentId: string, collecting: boolean): boolean {
  if (collecting) {
    seen.add(documentId);
    return false;
  }
  return seen.delete(documentId);
}

/** Whether the project's stored answers are being re-analysed (or are about to be), after its profile changed. */
export function isReanalysing(progress: CollectProgress | undefined): boolean {
  return Boolean(progress?.reanalysis);
}

/**
 * Whether a range ending on `to` still holds answers analysed with the old profile: every answer of a day before
 * `doneBefore` is done (the re-analysis goes oldest day first), so a range ending on or after it is not.
 */
export function rangeBeingReanalysed(progress: CollectProgress | undefined, to: string): boolean {
  const reanalysis = progress?.reanalysis;
  if (!reanalysis) return false;
  return reanalysis.doneBefore === null || to >= reanalysis.doneBefore;
}
