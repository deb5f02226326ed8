import type { ProjectPromptsResponse } from '@sightline/contracts';
import { type AuthContext, listPromptsWithTags } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { promptView } from './prompt-view.ts';

/** `GET /api/v1/projects/:id/prompts`: every prompt of the project with its tags (any member may read). */
export async function listProjectPrompts(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<ProjectPromptsResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const rows = await listPromptsWithTags(services.db, project.id);
  return { data: rows.map(promptView), meta: { total: rows.length } };
}
