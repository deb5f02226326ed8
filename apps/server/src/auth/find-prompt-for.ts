import { NotFoundError } from '@sightline/contracts';
import type { Permission } from '@sightline/core';
import { type AuthContext, projectOfPrompt } from '@sightline/db';
import type { Services } from '../services.ts';
import { type DocumentAccess, findDocumentFor } from './find-document-for.ts';

export interface PromptAccess extends DocumentAccess {
  /** The project the prompt belongs to. */
  projectId: number;
}

/**
 * A prompt of the caller's organizations with its project, when the caller's role holds `permission` there: another
 * organization's prompt, or none, is 404 "Prompt not found"; a role without the permission is 403.
 */
export async function findPromptFor(
  services: Services,
  auth: AuthContext,
  promptKey: string | number,
  permission: Permission,
): Promise<PromptAccess> {
  const prompt = await findDocumentFor(services, auth, 'prompts', promptKey, permission, 'Prompt not found');
  const projectId = await projectOfPrompt(services.db, prompt.id);
  if (projectId === null) throw new NotFoundError('Prompt not found');
  return { ...prompt, projectId };
}
