/** The sort keys of paged lists, without zod: the web app's tables offer them and the server parses them. */

/**
 * What the overview sorts by (`sort=visibility7:desc`): the project's name, or one of its numbers as the response
 * gives them — `visibility7` (`last7.visibility.value`), `change7` (`last7.change.delta`), `visibility30`,
 * `shareOfVoice` and `position` (`last7`), `lastAnswerDay`. Projects without the number come last either way; ties go
 * by name.
 */
export const workspaceOverviewSorts = [
  'name',
  'visibility7',
  'change7',
  'visibility30',
  'shareOfVoice',
  'position',
  'lastAnswerDay',
] as const;
export type WorkspaceOverviewSort = (typeof workspaceOverviewSorts)[number];

/**
 * What the organization's cost rows sort by (`sort=cost:desc`): `month` (the default, newest first), `project` (its
 * name; rows with a project), `engine` (rows with an engine), or a sum. Ties go newest month first, then by project
 * name and engine.
 */
export const organizationCostSorts = [
  'month',
  'project',
  'engine',
  'chats',
  'inputTokens',
  'outputTokens',
  'cost',
  'unpriced',
] as const;
export type OrganizationCostSort = (typeof organizationCostSorts)[number];

/**
 * What the organization's project budgets sort by (`sort=monthCost:desc`): `name` (the default, A→Z), `status`
 * (paused, active, inactive), `monthCost`, `budget` (its share used), `projected` or `unpriced`. Ties go by name.
 */
export const organizationBudgetSorts = [
  'name',
  'status',
  'monthCost',
  'budget',
  'projected',
  'unpriced',
] as const;
export type OrganizationBudgetSort = (typeof organizationBudgetSorts)[number];
