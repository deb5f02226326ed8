import type { SentimentJudge } from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';
import { sentimentJudgeView } from './sentiment-judge-view.ts';

/** Any member may read the organization's judged-sentiment setting; another organization's is not found. */
export async function getSentimentJudge(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
): Promise<SentimentJudge> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  return sentimentJudgeView(services, organization.id);
}
