import { Anchor, Box, Card, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartDots3 } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { AnchorLink } from '../RouterLinks.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { registerChartStrings } from './chart-strings.ts';
import { type ChartSeries, chartHeight } from './chart-values.ts';

registerChartStrings(i18n);

export interface ChartCardProps {
  title: string;
  /** The unit of the values, already in the interface language ("%", "답변 수"). */
  unit?: string;
  /** One line under the title: what the numbers are. */
  description?: string;
  legend?: ChartSeries[];
  /** The series whose 95 % interval is drawn as a band (shown in the legend as a lighter swatch). */
  band?: ChartSeries | undefined;
  /** While loading, a skeleton of the final size takes the chart's place (no layout jump). */
  loading?: boolean;
  /** When set, nothing is drawn and this says why (e.g. "no successful answers in this range"). */
  emptyReason?: string | null | undefined;
  /** The table or the answers behind the chart: an in-page anchor ('#brands') or an app path. */
  link?: { href: string; label: string };
  /** Switches above the drawing (a metric, a grain), shown also while loading so the layout does not jump. */
  controls?: ReactNode;
  /** Height of the drawing area in px. */
  height?: number;
  testId?: string;
  children?: ReactNode;
}

/**
 * The frame every chart is drawn in: title, unit, legend, a link to the data behind it, a skeleton of the final size
 * while loading and an empty state that says why there is nothing to draw.
 */
export function ChartCard({
  title,
  unit,
  description,
  legend,
  band,
  loading = false,
  emptyReason,
  link,
  height = chartHeight,
  controls,
  testId,
  children,
}: ChartCardProps) {
  const { t } = useTranslation();
  const empty = !loading && Boolean(emptyReason);
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId} aria-busy={loading}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="md" fw={600}>
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
          {unit && (
            <Text size="xs" c="dimmed" data-testid="chart-unit">
              {t('charts.unit', { unit })}
            </Text>
          )}
          {link && <ChartLink {...link} />}
        </Stack>
      </Group>
      {controls && <Box mb="xs">{controls}</Box>}
      {loading ? (
        <Stack gap="xs">
          <Skeleton h={height} radius="sm" aria-label={t('charts.loading')} />
          {legend && <Skeleton h={16} w="60%" radius="sm" />}
        </Stack>
      ) : empty ? (
        <Center
          h={height}
          bg="var(--mantine-color-gray-light)"
          style={{ borderRadius: 8 }}
          data-testid="chart-empty"
        >
          <Stack align="center" gap="xs" px="md">
            <ThemeIcon variant="light" color="gray" radius="xl" size="lg">
              <IconChartDots3 size={20} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" ta="center" maw={360}>
              {emptyReason}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Stack gap="xs">
          <Box h={height}>
            <Suspense fallback={<Skeleton h={height} radius="sm" aria-label={t('charts.loading')} />}>
              {children}
            </Suspense>
          </Box>
          {legend && legend.length > 0 && <ChartLegend items={legend} band={band} />}
        </Stack>
      )}
    </Card>
  );
}

function ChartLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('#')) {
    return (
      <Anchor href={href} size="xs">
        {label}
      </Anchor>
    );
  }
  return (
    <AnchorLink to={href} size="xs">
      {label}
    </AnchorLink>
  );
}
