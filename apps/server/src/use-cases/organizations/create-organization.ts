import { ForbiddenError, OrganizationData } from '@sightline/contracts';
import { type AuthContext, createOrganization, findDocument } from '@sightline/db';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

const workspaceNames = { ko: '기본 워크스페이스', en: 'Default workspace' } as const;

/**
 * A signed-in user may create an organization, becoming its owner, with a first workspace — unless the server does not
 * allow new organizations (`ALLOW_NEW_ORGANIZATIONS`, off by default with `REGISTRATION=invite`): on an invitation-only
 * server an invited viewer could otherwise start an organization and invite anyone (docs/features/accounts.md).
 */
export async function createOrganizationUseCase(services: Services, auth: AuthContext, data: unknown) {
  if (!services.config.auth.allowNewOrganizations) {
    throw new ForbiddenError(
      'This server does not allow creating organizations (registration is by invitation only); ask its operator',
    );
  }
  const { name } = parseInput(OrganizationData, data);
  const locale = auth.user.locale === 'en' ? 'en' : 'ko';
  const created = await createOrganization(services.db, {
    name,
    workspaceName: workspaceNames[locale],
    userId: auth.user.id,
  });
  return findDocument(services.db, 'sightline-organizations', created.organizationId, {
    tenant: { organizationIds: [created.organizationId], userId: auth.user.id },
    query: { populate: { members: true, workspaces: true } },
  });
}
