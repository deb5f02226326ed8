import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sentimentJudgeQuery } from '../../lib/api/sentiment-judge-query.ts';
import { useSession } from '../../lib/session/use-session.ts';

/**
 * How the organization's answers get their tone, as a card's line under a sentiment number: "estimated by rules"
 * when no judge model can score it (no key of a judge-capable engine, or judging turned off), else the judge's
 * model. Undefined until the setting is read (or when it cannot be).
 */
export function useSentimentMethodLine(): string | undefined {
  const { t } = useTranslation();
  const organizationId = useSession().selection.member?.organizationId;
  const { data } = useQuery({
    ...sentimentJudgeQuery(organizationId ?? 0),
    enabled: organizationId !== undefined,
  });
  if (!data) return undefined;
  return data.enabled && data.connected
    ? t('metricCard.sentimentByJudge', { model: data.effectiveModel ?? data.engine })
    : t('metricCard.sentimentByRules');
}
