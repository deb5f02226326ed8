import type { ProjectPromptsQuery, ProjectPromptsResponse } from '@sightline/contracts';
import { type AuthContext, countProjectPrompts, listPromptsWithTags } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { pageMeta, parsePage } from '../../http/page-query.ts';
import type { Services } from '../../services.ts';
import { promptView } from './prompt-view.ts';

/**
 * `GET /api/v1/projects/:id/prompts`: a page of the project's prompts with their tags, oldest first (any member may
 * read). Paged like every list (at most 100 a page): unpaged, a project of 30,006 prompts answered 9.5 MB.
 */
export async function listProjectPrompts(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ProjectPromptsQuery,
): Promise<ProjectPromptsResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const page = parsePage(query.pagination);
  const [rows, total] = await Promise.all([
    listPromptsWithTags(services.db, project.id, { offset: page.offset, limit: page.pageSize }),
    countProjectPrompts(services.db, project.id),
  ]);
  return { data: rows.map(promptView), meta: { pagination: pageMeta(page, total) } };
}
