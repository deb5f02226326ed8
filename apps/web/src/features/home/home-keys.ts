import type { WorkspaceOverviewTable } from '../../lib/api/analytics-calls.ts';
import { selectionKeys } from '../../lib/session/selection-keys.ts';
import type { DayRange } from './last-week.ts';

/**
 * Query keys of the home and overview screens. `projects(workspaceId)` is the same array as the header's project
 * switcher (shell/ProjectSwitcher.tsx) and features/projects `projectKeys.list`, so one fetch serves all three and
 * the project screens' invalidation (`['projects']`) refreshes them together.
 */
export const homeKeys = {
  projects: selectionKeys.projects,
  /** A page of the workspace overview (projects' 7- and 30-day numbers and sparkline) in a sort, or some projects. */
  overview: (workspaceDocumentId: string, table: WorkspaceOverviewTable) =>
    ['workspace-overview', workspaceDocumentId, table] as const,
  /** The selected project's last 7 days against the 7 before, cut by engine. */
  week: (projectDocumentId: string, range: DayRange) =>
    ['home', projectDocumentId, 'week', range.from, range.to] as const,
};
