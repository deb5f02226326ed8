import {
  NotFoundError,
  type SourceDomainCorrectionBody,
  type SourceDomainCorrectionResponse,
  type SourceTypeId,
} from '@sightline/contracts';
import { type AuthContext, correctSourceType } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/**
 * `PUT /api/v1/projects/:id/source-domains/:domain`: an editor corrects the source type of a domain the project's
 * answers cited (or gives it back to the analyzer with null); history shows it at once. A domain never cited is a 404.
 */
export async function correctSourceDomain(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  domain: string,
  body: SourceDomainCorrectionBody,
): Promise<SourceDomainCorrectionResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const row = await correctSourceType(services.db, project.id, domain.toLowerCase(), body.data.sourceType);
  if (!row) throw new NotFoundError(`No answer of this project cites ${domain}`);
  return {
    data: {
      domain: row.domain,
      sourceType: row.sourceType as SourceTypeId,
      sourceTypeCorrected: row.corrected,
    },
  };
}
