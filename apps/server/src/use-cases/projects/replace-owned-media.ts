import { OwnedMediaData } from '@sightline/contracts';
import { type AuthContext, findDocument, replaceOwnedMedia } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { projectChanged } from '../collection/project-changed.ts';

/** `PUT /api/v1/projects/:id/owned-media`: the project's owned domains, URLs and profiles become this list. */
export async function replaceOwnedMediaUseCase(
  services: Services,
  auth: AuthContext,
  key: string,
  body: unknown,
) {
  const project = await findProjectFor(services, auth, key, 'editContent');
  const data = parseInput(OwnedMediaData.shape.data, (body as { data?: unknown } | null)?.data);
  await replaceOwnedMedia(services.db, project, data);
  await projectChanged(services, project.id, { profile: true });
  return findDocument(services.db, 'projects', project.id, {
    tenant: tenantOf(auth),
    query: { populate: ['ownedMedia'] },
  });
}
