import { OrganizationData } from '@sightline/contracts';
import { type AuthContext, createOrganization, findDocument } from '@sightline/db';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

const workspaceNames = { ko: '기본 워크스페이스', en: 'Default workspace' } as const;

/** Any signed-in user may create an organization; they become its owner, with a first workspace. */
export async function createOrganizationUseCase(services: Services, auth: AuthContext, data: unknown) {
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
