import { Group, Text } from '@mantine/core';
import type { ReportSearch, TrackingReport } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { engineName, percent, signedPoints } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerHeadlineStrings } from '../headline/headline-strings.ts';
import { registerMetricCardStrings } from '../metric-card/metric-card-strings.ts';
import { ButtonLink } from '../RouterLinks.tsx';
import { changeSearch, rankSignificantChanges, weeklyChanges } from './significant-changes.ts';

registerHeadlineStrings(i18n);
registerMetricCardStrings(i18n);

/** How many changes the strip shows. */
const shown = 4;

/**
 * "What changed" on one line: only the changes against the period before that the server's two-proportion test finds
 * significant at 95 % (smallest p first, at most four), each opening the tracking screen narrowed to it; one plain
 * word when none is. Nothing without a previous period to compare with (the screen's summary says so).
 */
export function ChangesStrip({
  report,
  search,
  testId,
}: {
  /** A tracking report asked with `compare=previous` (and `groupBy=engine` for the per-engine changes). */
  report: TrackingReport;
  search: ReportSearch;
  testId: string;
}) {
  const { t } = useTranslation();
  if ((report.previous?.n ?? 0) === 0) return null;
  const ranked = rankSignificantChanges(weeklyChanges(report), shown);
  return (
    <Group gap="xs" wrap="wrap" data-testid={testId}>
      <Text size="sm" fw={600} title={t('headline.changesHint')}>
        {t('headline.changes')}
      </Text>
      {ranked.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
          {t('headline.changesNone')}
        </Text>
      ) : (
        ranked.map((change) => {
          const up = change.delta > 0;
          const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
          return (
            <ButtonLink
              key={change.id}
              to="/projects/tracking"
              search={changeSearch(search, change)}
              size="compact-sm"
              variant="light"
              color={up ? 'teal' : 'red'}
              radius="xl"
              leftSection={<Arrow size={14} aria-label={t(`metricCard.${up ? 'up' : 'down'}`)} />}
              title={t('headline.changeTitle', {
                previous: percent(change.previous),
                value: percent(change.value),
              })}
              data-testid={`${testId}-change`}
              data-change={change.id}
            >
              {t('headline.change', {
                brand: change.brand.name,
                metric: t(`metricCard.metrics.${change.metric}`),
              })}
              {change.engine && ` · ${engineName(t, change.engine)}`} {signedPoints(change.delta)}
            </ButtonLink>
          );
        })
      )}
    </Group>
  );
}
