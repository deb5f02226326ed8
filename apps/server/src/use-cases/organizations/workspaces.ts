import { CreateWorkspaceData, NotFoundError, RenameWorkspaceData } from '@sightline/contracts';
import {
  type AuthContext,
  findDocument,
  insertDocument,
  resolveDocument,
  updateDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

const populate = { sightline_organization: true, owner: true, ownerMember: true };

/** Creates a workspace in an organization (admin or owner); the caller's member owns it. */
export async function createWorkspace(services: Services, auth: AuthContext, data: unknown) {
  const input = parseInput(CreateWorkspaceData, data);
  const tenant = tenantOf(auth);
  const organization = await resolveDocument(
    services.db,
    'sightline-organizations',
    input.organization,
    tenant,
  );
  if (!organization) throw new NotFoundError('Organization not found');
  const membership = authorize(auth, organization.id, 'manageWorkspaces');
  const id = await insertDocument(services.db, 'workspaces', {
    organizationId: organization.id,
    name: input.name,
    ownerUserId: auth.user.id,
    ownerMemberId: membership.memberId,
  });
  return findDocument(services.db, 'workspaces', id, { tenant, query: { populate } });
}

/** Renames a workspace (admin or owner). */
export async function renameWorkspace(services: Services, auth: AuthContext, key: string, data: unknown) {
  const tenant = tenantOf(auth);
  const workspace = await resolveDocument(services.db, 'workspaces', key, tenant);
  if (!workspace) throw new NotFoundError('Workspace not found');
  const { name } = parseInput(RenameWorkspaceData, data);
  authorize(auth, workspace.organizationId, 'manageWorkspaces');
  await updateDocument(services.db, 'workspaces', workspace.id, { name });
  return findDocument(services.db, 'workspaces', workspace.id, { tenant, query: { populate } });
}
