import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { optimisationKinds } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { count, localDate } from '../../lib/format.ts';
import { KindIcon, kindColors } from './KindBadge.tsx';
import { kindRule } from './kind-rules.ts';
import type { OptimisationReport } from './optimisation-queries.ts';

/**
 * The report at a glance: how many recommendations, on how many answers of which range (and the period before, which
 * owned pages are compared with), and how many each rule found — hover a kind for its rule and thresholds.
 */
export function OptimisationSummary({ report }: { report: OptimisationReport | undefined }) {
  const { t } = useTranslation();
  if (!report) return <Skeleton h={148} radius="md" data-testid="optimisation-summary-loading" />;
  const { meta, recommendations } = report;
  return (
    <Paper withBorder radius="md" p="md" data-testid="optimisation-summary">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} size="lg" data-testid="optimisation-total">
            {t('optimisation.summary.total', { count: recommendations.length })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="optimisation-basis">
            {t('optimisation.summary.basis', {
              n: count(meta.n),
              from: localDate(meta.from),
              to: localDate(meta.to),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('optimisation.summary.previous', {
              n: count(meta.previousN),
              from: localDate(meta.previousFrom),
              to: localDate(meta.previousTo),
            })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" verticalSpacing="xs">
          {optimisationKinds.map((kind) => {
            const found = meta.found[kind];
            const shown = recommendations.filter((r) => r.kind === kind).length;
            return (
              <Tooltip key={kind} label={kindRule(kind, meta.thresholds, t)} multiline w={300} withArrow>
                <Group
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  p="xs"
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                  data-testid="optimisation-found"
                  data-kind={kind}
                >
                  <ThemeIcon size={28} radius="xl" variant="light" color={kindColors[kind]}>
                    <KindIcon kind={kind} size={16} />
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {t(`optimisation.kinds.${kind}`)}
                    </Text>
                    <Text fw={700} data-testid="optimisation-found-count">
                      {count(found)}
                    </Text>
                    {found > shown && (
                      <Text size="xs" c="dimmed">
                        {t('optimisation.summary.kept', { kept: count(shown) })}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Tooltip>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
