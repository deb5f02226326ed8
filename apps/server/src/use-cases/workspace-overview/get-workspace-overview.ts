import {
  NotFoundError,
  type WorkspaceOverviewQuery,
  type WorkspaceOverviewResponse,
  workspaceOverviewSorts,
} from '@sightline/contracts';
import { daysEndingWith, metricsVersion } from '@sightline/core';
import {
  type AuthContext,
  findWorkspaceActivity,
  listWorkspaceProjects,
  type ProjectDays,
  sumWorkspaceAnswers,
  sumWorkspaceBrands,
} from '@sightline/db';
import { pageMeta, parsePage } from '../../http/page-query.ts';
import { parseSort } from '../../http/sort-query.ts';
import type { Services } from '../../services.ts';
import { buildWorkspaceOverview, overviewSpanDays } from './build-workspace-overview.ts';
import { findReadableWorkspace } from './find-readable-workspace.ts';

/** Sorts that read best rising: names A→Z, position 1 first. */
const risingSorts = ['name', 'position'] as const;

/** `filters[documentId][$in]` as a list (one value or several). */
const documentIdsOf = (query: WorkspaceOverviewQuery) => {
  const ids = query.filters?.documentId.$in;
  return ids === undefined ? undefined : typeof ids === 'string' ? [ids] : ids;
};

/**
 * `GET /api/v1/workspaces/:id/overview`: a page of the workspace's projects (active or not) side by side, the own
 * brand's numbers over the last 7 and 30 local days of each. Any member of the organization may read it. Paged like
 * every list (`pagination[page]`, `pagination[pageSize]` 1–100, default 25) and sorted by the server (`sort`, default
 * `name:asc`), so a sort by a number holds across pages.
 *
 * The same number of queries whatever the number of projects: the authorization, the page (sorted and counted in
 * one statement), then one scan each of the daily answer and brand rollups and one statement for simulated data and
 * last days, over the page's projects at once.
 */
export async function getWorkspaceOverview(
  services: Services,
  auth: AuthContext,
  workspaceKey: string,
  query: WorkspaceOverviewQuery = {},
  now = new Date(),
): Promise<WorkspaceOverviewResponse> {
  const workspace = await findReadableWorkspace(services, auth, workspaceKey);
  const page = parsePage(query.pagination);
  const sort = parseSort(query.sort, workspaceOverviewSorts, { key: 'name', direction: 'asc' }, risingSorts);
  const listing = await listWorkspaceProjects(services.db, {
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    now,
    sort,
    documentIds: documentIdsOf(query),
    offset: page.offset,
    limit: page.pageSize,
  });
  if (!listing) throw new NotFoundError('Workspace not found');
  // Each project's today as the page's statement read it, so the windows shown are the ones it sorted by.
  const spans: ProjectDays[] = listing.projects.map((p) => {
    const days = daysEndingWith(p.today, overviewSpanDays);
    return { projectId: p.id, from: days[0]!, to: days.at(-1)! };
  });
  const [answers, brands, activity] = await Promise.all([
    sumWorkspaceAnswers(services.db, spans),
    sumWorkspaceBrands(services.db, spans),
    findWorkspaceActivity(services.db, spans),
  ]);
  return {
    data: buildWorkspaceOverview({ listing, answers, brands, activity }),
    meta: { metricsVersion, pagination: pageMeta(page, listing.total) },
  };
}
