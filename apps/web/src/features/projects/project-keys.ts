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
};
