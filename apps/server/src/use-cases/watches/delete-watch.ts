import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, deleteWatch as deleteWatchRow, findProjectWatch } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/** `DELETE /api/v1/projects/:id/watches/:watchId`: an editor deletes a watch with its hits. */
export async function deleteWatch(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  watchKey: string,
): Promise<void> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const row = await findProjectWatch(services.db, project.id, watchKey);
  if (!row) throw new NotFoundError('Watch not found');
  await deleteWatchRow(services.db, row.id);
}
