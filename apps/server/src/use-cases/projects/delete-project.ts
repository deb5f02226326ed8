import { type AuthContext, deleteDocument, findDocument } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/** Deletes a project and everything in it (admin or owner); answers with the project as it was. */
export async function deleteProject(services: Services, auth: AuthContext, key: string) {
  const project = await findProjectFor(services, auth, key, 'manageProjects');
  const before = await findDocument(services.db, 'projects', project.id, {
    tenant: tenantOf(auth),
    query: {},
  });
  await deleteDocument(services.db, 'projects', project.id);
  if (before) await services.jobs?.unscheduleProject(String(before.documentId)).catch(() => {});
  return before;
}
