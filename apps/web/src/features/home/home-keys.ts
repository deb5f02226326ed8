import { selectionKeys } from '../../lib/session/selection-keys.ts';
/**
 * Query keys of the home and overview screens. `projects(workspaceId)` is the same array as the header's project
 * switcher (shell/ProjectSwitcher.tsx) and features/projects `projectKeys.list`, so one fetch serves all three and
 * the project screens' invalidation (`['projects']`) refreshes them together.
 */
export const homeKeys = {
  projects: selectionKeys.projects,
};
