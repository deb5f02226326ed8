import { CreateProjectData, NotFoundError, type PopulateInput } from '@sightline/contracts';
import { type AuthContext, createProject, findDocument, resolveDocument } from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { UploadedFile } from '../../http/read-data-and-files.ts';
import type { Services } from '../../services.ts';
import { storeImage } from '../../uploads/store-image.ts';
import { projectChanged } from '../collection/project-changed.ts';
import { classifyPrompts } from '../resources/classify-new-prompt.ts';
import { projectPopulate } from './project-populate.ts';

/**
 * `POST /api/v1/projects`: a project in a workspace of the caller's organization, owned by the caller's
 * member there, with everything the wizard collected. Needs the admin role (manageProjects).
 */
export async function createProjectUseCase(
  services: Services,
  auth: AuthContext,
  input: { data: unknown; featureImage?: UploadedFile; populate?: PopulateInput },
) {
  const { member, workspace, ...data } = parseInput(CreateProjectData, input.data);
  const tenant = tenantOf(auth);
  const target = await findDocumentFor(
    services,
    auth,
    'workspaces',
    workspace,
    'manageProjects',
    'Workspace not found',
  );
  const { membership } = target;
  const memberRef = await resolveDocument(services.db, 'sightline-members', member, tenant);
  if (!memberRef || memberRef.id !== membership.memberId) {
    throw new NotFoundError('Member not found: use your own member of the workspace organization');
  }
  const featureImageFileId = input.featureImage
    ? await storeImage(services, input.featureImage, {
        organizationId: target.organizationId,
        userId: auth.user.id,
      })
    : null;
  const id = await createProject(services.db, {
    organizationId: target.organizationId,
    workspaceId: target.id,
    ownerUserId: auth.user.id,
    ownerMemberId: membership.memberId,
    featureImageFileId,
    data: { ...data, queries: classifyPrompts(data) },
  });
  await projectChanged(services, id, { schedule: true });
  return findDocument(services.db, 'projects', id, {
    tenant,
    query: { populate: input.populate ?? projectPopulate },
  });
}
