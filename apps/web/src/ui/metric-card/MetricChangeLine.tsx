import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { count, percent, signedPoints } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSimpleView } from '../report-detail/use-report-detail.ts';
import { registerMetricCardStrings } from './metric-card-strings.ts';
import { type MetricChange, pRelation } from './metric-change.ts';

// Its strings come with it, whichever screen shows it (a table's change column as well as a card).
registerMetricCardStrings(i18n);

/**
 * The change line of a metric card: an arrow with its sign when significant, else a grey statement why not. In the
 * simple view the marks stay and the test (n, p-value) is left out of the line and its hover text.
 */
export function MetricChangeLine({ change }: { change: MetricChange }) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  if (change.kind === 'no-previous') {
    return (
      <Text size="xs" c="dimmed" data-testid="metric-change" data-change="no-previous">
        {t('metricCard.noPrevious')}
      </Text>
    );
  }
  if (change.kind === 'previous-not-enough') {
    return (
      <Text size="xs" c="dimmed" data-testid="metric-change" data-change="previous-not-enough">
        {simple
          ? t('metricCard.previousNotEnoughSimple')
          : t('metricCard.previousNotEnough', { n: count(change.previousN) })}
      </Text>
    );
  }
  if (change.kind === 'none') {
    return (
      <Text
        size="xs"
        c="dimmed"
        data-testid="metric-change"
        data-change="none"
        title={
          simple
            ? t('metricCard.noSignificantChangeSimpleHint', {
                previous: percent(change.previous),
                change: signedPoints(change.difference),
              })
            : t('metricCard.noSignificantChangeHint', {
                previous: percent(change.previous),
                change: signedPoints(change.difference),
                p: pRelation(change.pValue),
              })
        }
      >
        {t('metricCard.noSignificantChange')}
      </Text>
    );
  }
  const up = change.kind === 'up';
  const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-testid="metric-change"
      data-change={change.kind}
      title={
        simple
          ? t('metricCard.significantChangeSimpleHint', { previous: percent(change.previous) })
          : t('metricCard.significantChangeHint', {
              previous: percent(change.previous),
              n: count(change.previousN),
              p: pRelation(change.pValue),
            })
      }
    >
      <Arrow
        size={16}
        color={`var(--mantine-color-${up ? 'teal' : 'red'}-7)`}
        aria-label={t(`metricCard.${up ? 'up' : 'down'}`)}
      />
      <Text size="xs" fw={600} c={up ? 'teal.7' : 'red.7'}>
        {signedPoints(change.difference)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('metricCard.significantChange')}
      </Text>
    </Group>
  );
}
