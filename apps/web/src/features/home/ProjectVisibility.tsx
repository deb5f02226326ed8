import { Stack, Text } from '@mantine/core';
import { minimumN, type OverviewWindow } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, interval, percent } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { registerMetricCardStrings } from '../../ui/metric-card/metric-card-strings.ts';
import { serverChange } from '../../ui/metric-card/server-change.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

registerMetricCardStrings(i18n);

/**
 * A project's visibility over one window of the overview: the rate with its n and interval (or "not enough data"
 * below the minimum n), and, when asked, its tested change against the window before. The simple view leaves out n
 * and the interval.
 */
export function ProjectVisibility({
  window,
  withChange = false,
  align = 'left',
}: {
  window: OverviewWindow;
  withChange?: boolean;
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const { visibility } = window;
  if (visibility.n === 0) {
    return (
      <Text size="sm" c="dimmed" ta={align} data-testid="project-visibility" data-state="no-data">
        {t('homeScreen.noAnswers')}
      </Text>
    );
  }
  const notEnough = visibility.n < minimumN;
  return (
    <Stack
      gap={0}
      align={align === 'right' ? 'flex-end' : 'flex-start'}
      data-testid="project-visibility"
      data-state={notEnough ? 'not-enough-data' : 'ok'}
    >
      {notEnough ? (
        <Text size="sm" c="dimmed" title={percent(visibility.value)}>
          {t('homeScreen.notEnough')}
        </Text>
      ) : (
        <Text
          size="sm"
          fw={700}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="project-visibility-value"
        >
          {percent(visibility.value)}
        </Text>
      )}
      {!simple && (
        <Text
          size="xs"
          c="dimmed"
          style={{ whiteSpace: 'nowrap' }}
          title={interval(visibility.low, visibility.high)}
          data-testid="project-visibility-n"
        >
          {notEnough || visibility.low === null || visibility.high === null
            ? t('metricCard.n', { n: count(visibility.n) })
            : t('homeScreen.nMargin', {
                n: count(visibility.n),
                margin: percent((visibility.high - visibility.low) / 2),
              })}
        </Text>
      )}
      {withChange && !notEnough && <MetricChangeLine change={serverChange(window.change)} />}
    </Stack>
  );
}
