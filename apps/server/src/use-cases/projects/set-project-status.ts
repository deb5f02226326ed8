import { NotFoundError, type PopulateInput, type ProjectStatus } from '@sightline/contracts';
import { type AuthContext, findDocument, resolveDocument, updateDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';
import { projectChanged } from '../collection/project-changed.ts';
import { projectPopulate } from './project-populate.ts';

/** Activates or deactivates a project (admin or owner); an inactive project is not collected. */
export async function setProjectStatus(
  services: Services,
  auth: AuthContext,
  key: string,
  status: ProjectStatus,
  populate?: PopulateInput,
) {
  const tenant = tenantOf(auth);
  const project = await resolveDocument(services.db, 'projects', key, tenant);
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'manageProjects');
  await updateDocument(services.db, 'projects', project.id, { status });
  await projectChanged(services, project.id, { schedule: true });
  return findDocument(services.db, 'projects', project.id, {
    tenant,
    query: { populate: populate ?? projectPopulate },
  });
}
