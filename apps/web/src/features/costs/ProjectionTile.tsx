import { Stack, Text } from '@mantine/core';
import type { ProjectBudget } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, engineName, engineNames, money } from '../../lib/format.ts';
import { MetricTile } from './MetricTile.tsx';

/**
 * The projected cost of the current month at the current schedule, with its formula and each engine's part in the
 * tooltip; "unknown" when no answer has a price yet, "at least" when some engines have none.
 */
export function ProjectionTile({ budget, loading }: { budget: ProjectBudget | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const projection = budget?.projection;
  const days = projection?.windowDays ?? 30;
  const help = (
    <Stack gap={4}>
      <Text size="xs">{t('costs.projectedHelp', { days: count(days) })}</Text>
      {projection?.engines.map((e) => (
        <Text size="xs" key={e.engine}>
          {budget?.simulated || e.engine === 'simulated'
            ? t('costs.engineMeanSimulated', {
                engine: engineName(t, e.engine),
                answers: count(e.answersPerCollect),
              })
            : e.averageCost === null
              ? t('costs.engineMeanUnknown', { engine: engineName(t, e.engine) })
              : t('costs.engineMean', {
                  engine: engineName(t, e.engine),
                  mean: money(e.averageCost),
                  answers: count(e.answersPerCollect),
                  n: count(e.pricedAnswers),
                  days: count(days),
                })}
        </Text>
      ))}
    </Stack>
  );
  const unknown = projection?.cost === null;
  return (
    <MetricTile
      title={t('costs.projected')}
      help={help}
      loading={loading}
      testId="cost-projection"
      value={unknown ? t('costs.projectedUnknown') : money(projection?.cost)}
    >
      {projection && (
        <Stack gap={2}>
          {unknown ? (
            <Text size="xs" c="dimmed">
              {t('costs.projectedUnknownHint')}
            </Text>
          ) : projection.remainingCollects === 0 ? (
            <Text size="xs" c="dimmed">
              {t('costs.projectedNothingLeft')}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" data-testid="cost-projection-detail">
              {t('costs.projectedDetail', {
                monthToDate: money(projection.monthToDate),
                remaining: count(projection.remainingCollects),
                perCollect: money(projection.perCollect),
              })}
            </Text>
          )}
          {!unknown && projection.unpricedEngines.length > 0 && projection.remainingCollects > 0 && (
            <Text size="xs" c="orange">
              {t('costs.projectedPartial', { engines: engineNames(t, projection.unpricedEngines) })}
            </Text>
          )}
        </Stack>
      )}
    </MetricTile>
  );
}
