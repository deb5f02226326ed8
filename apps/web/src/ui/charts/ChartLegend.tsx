import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cssColor } from '../brand-colors.ts';
import { useSimpleView } from '../report-detail/use-report-detail.ts';
import type { ChartSeries } from './chart-values.ts';

/**
 * The legend of a chart: one swatch and name per series, in the same colours as the drawing (and as every table and
 * chat highlight of the same brand). An interval band is shown as a lighter swatch (not in the simple view, which
 * draws no band).
 */
export function ChartLegend({ items, band }: { items: ChartSeries[]; band?: ChartSeries | undefined }) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('charts.legend')}
      style={{ listStyle: 'none', rowGap: 4 }}
      p={0}
      m={0}
    >
      {items.map((item) => (
        <Group key={item.key} gap={6} component="li" wrap="nowrap" data-testid="chart-legend-item">
          <Box w={12} h={12} style={{ borderRadius: 3, background: cssColor(item.color), flex: 'none' }} />
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
      {band && !simple && (
        <Group gap={6} component="li" wrap="nowrap" data-testid="chart-legend-band">
          <Box
            w={12}
            h={12}
            style={{ borderRadius: 3, background: cssColor(band.color), opacity: 0.25, flex: 'none' }}
          />
          <Text size="xs" c="dimmed">
            {t('charts.intervalBand', { name: band.label })}
          </Text>
        </Group>
      )}
    </Group>
  );
}
