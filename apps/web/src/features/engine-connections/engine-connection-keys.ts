import { sentimentJudgeKey } from '../../lib/api/sentiment-judge-query.ts';

/** Query keys of the AI engines screen. */
export const engineConnectionKeys = {
  all: ['engine-connections'] as const,
  /** An organization's engine connections (`GET /v1/organizations/:id/engine-connections`). */
  list: (organizationId: number) => ['engine-connections', organizationId] as const,
  /** Its judged-sentiment setting: under the connections, so that re-reading them re-reads it too. */
  judge: sentimentJudgeKey,
};
