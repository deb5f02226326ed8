import {
  type ContentTypeId,
  NotFoundError,
  type SourceUrlCorrectionBody,
  type SourceUrlCorrectionResponse,
} from '@sightline/contracts';
import { type AuthContext, correctContentType } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { parsePageUrl } from './parse-page-url.ts';

/**
 * `PUT /api/v1/projects/:id/source-urls`: an editor corrects the content type of a page the project's answers cited
 * (or gives it back to the analyzer with null); history shows it at once. A page never cited is a 404.
 */
export async function correctSourceUrl(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: SourceUrlCorrectionBody,
): Promise<SourceUrlCorrectionResponse> {
  const { url, contentType } = body.data;
  const normalized = parsePageUrl(url);
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const row = await correctContentType(services.db, project.id, normalized.normalizedUrl, contentType);
  if (!row) throw new NotFoundError(`No answer of this project cites ${url}`);
  return {
    data: {
      normalizedUrl: row.normalizedUrl,
      contentType: row.contentType as ContentTypeId,
      contentTypeCorrected: row.corrected,
    },
  };
}
