import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, deleteDocument, findDocument, resolveDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/** Deletes a project and everything in it (admin or owner); answers with the project as it was. */
export async function deleteProject(services: Services, auth: AuthContext, key: string) {
  const tenant = tenantOf(auth);
  const project = await resolveDocument(services.db, 'projects', key, tenant);
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'manageProjects');
  const before = await findDocument(services.db, 'projects', project.id, { tenant, query: {} });
  await deleteDocument(services.db, 'projects', project.id);
  if (before) await services.jobs?.unscheduleProject(String(before.documentId)).catch(() => {});
  return before;
}
