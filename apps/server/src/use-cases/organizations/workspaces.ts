import { CreateWorkspaceData, RenameWorkspaceData } from '@sightline/contracts';
import { type AuthContext, findDocument, insertDocument, updateDocument } from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

const populate = { sightline_organization: true, owner: true, ownerMember: true };

/** Creates a workspace in an organization (admin or owner); the caller's member owns it. */
export async function createWorkspace(services: Services, auth: AuthContext, data: unknown) {
  const input = parseInput(CreateWorkspaceData, data);
  const tenant = tenantOf(auth);
  const { id: organizationId, membership } = await findDocumentFor(
    services,
    auth,
    'sightline-organizations',
    input.organization,
    'manageWorkspaces',
    'Organization not found',
  );
  const id = await insertDocument(services.db, 'workspaces', {
    organizationId,
    name: input.name,
    ownerUserId: auth.user.id,
    ownerMemberId: membership.memberId,
  });
  return findDocument(services.db, 'workspaces', id, { tenant, query: { populate } });
}

/** Renames a workspace (admin or owner). */
export async function renameWorkspace(services: Services, auth: AuthContext, key: string, data: unknown) {
  const tenant = tenantOf(auth);
  const workspace = await findDocumentFor(
    services,
    auth,
    'workspaces',
    key,
    'manageWorkspaces',
    'Workspace not found',
  );
  const { name } = parseInput(RenameWorkspaceData, data);
  await updateDocument(services.db, 'workspaces', workspace.id, { name });
  return findDocument(services.db, 'workspaces', workspace.id, { tenant, query: { populate } });
}
