import { selectionKeys } from '../../lib/session/selection-keys.ts';
/**
 * Query keys of the project screens. `list(workspaceId)` is the array the header's project switcher
 * (shell/ProjectSwitcher.tsx) and the overview read, so invalidating `all` after a save refreshes them too.
 */
export const projectKeys = {
  /** Every workspace's project list. */
  all: ['projects'] as const,
  list: selectionKeys.projects,
  /** One project with its prompts, tags, competitors, evaluation items and owned media (`GET /v1/projects/:id`). */
  detail: (documentId: string) => ['project-details', documentId] as const,
  /** Which engines can be collected from (`GET /v1/projects/:id/collect-readiness`). */
  readiness: (documentId: string) => ['project-collect-readiness', documentId] as const,
  /** The newest collects (`GET /v1/projects/:id/collects/recent`), polled while any has runs pending. */
  recentCollects: (documentId: string) => ['project-recent-collects', documentId] as const,
};
