import { NotFoundError, type PopulateInput, UpdateProjectData } from '@sightline/contracts';
import {
  type AuthContext,
  bumpDataVersion,
  findDocument,
  resolveDocument,
  updateDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { UploadedFile } from '../../http/read-data-and-files.ts';
import type { Services } from '../../services.ts';
import { storeImage } from '../../uploads/store-image.ts';
import { projectChanged } from '../collection/project-changed.ts';
import { projectPopulate } from './project-populate.ts';

/** `PUT /api/v1/projects/:id`: changes project fields (editor or more); moving workspaces needs admin. */
export async function updateProjectUseCase(
  services: Services,
  auth: AuthContext,
  key: string,
  input: { data: unknown; featureImage?: UploadedFile; populate?: PopulateInput },
) {
  const tenant = tenantOf(auth);
  const project = await findProjectFor(services, auth, key, 'editContent');
  const { workspace, ...fields } = parseInput(UpdateProjectData, input.data);
  const values: Record<string, unknown> = { ...fields };
  if (workspace !== undefined) {
    authorize(auth, project.organizationId, 'manageProjects');
    const target = await resolveDocument(services.db, 'workspaces', workspace, tenant);
    if (!target || target.organizationId !== project.organizationId)
      throw new NotFoundError('Workspace not found');
    values.workspaceId = target.id;
  }
  if (input.featureImage) {
    values.featureImageFileId = await storeImage(services, input.featureImage, {
      organizationId: project.organizationId,
      userId: auth.user.id,
    });
  }
  await updateDocument(services.db, 'projects', project.id, values);
  // What the dashboards show of the project itself: the brand's name, the engines listed, the days of "today", and
  // which prompts count as branded (they name the brand or an alias).
  if (['brandName', 'brandAliases', 'engines', 'timezone'].some((f) => f in fields)) {
    await bumpDataVersion(services.db, project.id);
  }
  await projectChanged(services, project.id, {
    schedule: ['status', 'scheduleTime', 'timezone'].some((f) => f in fields),
    profile: ['brandName', 'brandAliases'].some((f) => f in fields),
  });
  return findDocument(services.db, 'projects', project.id, {
    tenant,
    query: { populate: input.populate ?? projectPopulate },
  });
}
