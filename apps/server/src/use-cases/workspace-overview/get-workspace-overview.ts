import { NotFoundError, type WorkspaceOverview } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import {
  type AuthContext,
  findWorkspaceActivity,
  listWorkspaceProjects,
  type ProjectDays,
  sumWorkspaceAnswers,
  sumWorkspaceBrands,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { buildWorkspaceOverview, overviewSpanDays } from './build-workspace-overview.ts';
import { findReadableWorkspace } from './find-readable-workspace.ts';

/**
 * `GET /api/v1/workspaces/:id/overview`: every project of the workspace (active or not) side by side, the own
 * brand's numbers over the last 7 and 30 local days of each. Any member of the organization may read it.
 *
 * The same number of queries whatever the number of projects: the authorization, the projects, then one scan each of
 * the daily answer and brand rollups and one statement for simulated data and last days, all projects at once.
 */
export async function getWorkspaceOverview(
  services: Services,
  auth: AuthContext,
  workspaceKey: string,
  now = new Date(),
): Promise<WorkspaceOverview> {
  const workspace = await findReadableWorkspace(services, auth, workspaceKey);
  const listing = await listWorkspaceProjects(services.db, workspace.id);
  if (!listing) throw new NotFoundError('Workspace not found');
  const todays = new Map(listing.projects.map((p) => [p.id, localDay(now, p.timezone)]));
  const spans: ProjectDays[] = listing.projects.map((p) => {
    const days = daysEndingWith(todays.get(p.id)!, overviewSpanDays);
    return { projectId: p.id, from: days[0]!, to: days.at(-1)! };
  });
  const [answers, brands, activity] = await Promise.all([
    sumWorkspaceAnswers(services.db, spans),
    sumWorkspaceBrands(services.db, spans),
    findWorkspaceActivity(services.db, spans),
  ]);
  return buildWorkspaceOverview({ listing, todays, answers, brands, activity });
}
