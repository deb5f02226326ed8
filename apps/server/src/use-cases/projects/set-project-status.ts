import type { PopulateInput, ProjectStatus } from '@sightline/contracts';
import { type AuthContext, findDocument, updateDocument } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
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
  const project = await findProjectFor(services, auth, key, 'manageProjects');
  await updateDocument(services.db, 'projects', project.id, { status });
  await projectChanged(services, project.id, { schedule: true });
  return findDocument(services.db, 'projects', project.id, {
    tenant: tenantOf(auth),
    query: { populate: populate ?? projectPopulate },
  });
}
