import type { AuthContext } from '@sightline/db';
import { type DocumentAccess, findDocumentFor } from '../../auth/find-document-for.ts';
import type { Services } from '../../services.ts';

/**
 * A workspace of the caller's organizations that the caller may read (any member), by id or document id; a
 * workspace of another organization, or none, is not found (404). Every workspace-wide dashboard starts here.
 */
export function findReadableWorkspace(
  services: Services,
  auth: AuthContext,
  workspaceKey: string,
): Promise<DocumentAccess> {
  return findDocumentFor(services, auth, 'workspaces', workspaceKey, 'read', 'Workspace not found');
}
