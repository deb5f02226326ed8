import type { SentimentJudge } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The key of an organization's judged-sentiment setting: under its engine connections, re-read with them. */
export const sentimentJudgeKey = (organizationId: number) =>
  ['engine-connections', organizationId, 'sentiment-judge'] as const;

/** `GET /v1/organizations/:id/sentiment-judge` (any member may read it). */
export const sentimentJudgeQuery = (organizationId: number) =>
  queryOptions({
    queryKey: sentimentJudgeKey(organizationId),
    queryFn: () =>
      api<{ data: SentimentJudge }>(`/v1/organizations/${organizationId}/sentiment-judge`, {
        silent: true,
      }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
