import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EngineId, PromptReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { cssColor } from '../../ui/brand-colors.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { engineColor } from '../../ui/engine-colors.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

/**
 * One card per engine of the report: the own brand's visibility in the engine's answers to this prompt with its 95 %
 * interval, n and the runs without an answer; n opens the engine's answers.
 */
export function PromptEngineCards({
  report,
  loading,
  onShowAnswers,
}: {
  report: Pick<PromptReport, 'byEngine'> | undefined;
  loading: boolean;
  onShowAnswers: (engine: EngineId) => void;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const cols = { base: 2, md: 3, lg: 4 };
  if (loading || !report) {
    return (
      <SimpleGrid cols={cols} spacing="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder padding="sm" radius="md">
            <Skeleton h={14} w="50%" mb={10} />
            <Skeleton h={26} w="40%" mb={8} />
            <Skeleton h={12} w="70%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="sm" data-testid="prompt-engines">
      {report.byEngine.map((e) => (
        <Card
          key={e.engine}
          withBorder
          padding="sm"
          radius="md"
          data-testid="prompt-engine"
          data-engine={e.engine}
          style={{ borderTop: `3px solid ${cssColor(engineColor(e.engine))}` }}
        >
          <Stack gap={4}>
            <EngineLabel engine={e.engine} size="sm" />
            <Group gap={6} align="baseline">
              <Text fz={24} fw={700} lh={1.2} data-testid="prompt-engine-visibility">
                {percent(e.visibility.value)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('promptDetail.engines.visibility')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {!simple && e.visibility.low !== null && e.visibility.high !== null
                ? t('charts.interval', { low: percent(e.visibility.low), high: percent(e.visibility.high) })
                : '\u00a0'}
            </Text>
            <Group gap={8} wrap="wrap">
              {e.n > 0 ? (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onShowAnswers(e.engine)}
                  title={t('promptDetail.engines.showAnswers')}
                  data-testid="prompt-engine-n"
                >
                  {t('promptDetail.engines.n', { n: count(e.n) })}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed" data-testid="prompt-engine-n">
                  {t('promptDetail.engines.none')}
                </Text>
              )}
              {e.noAnswers > 0 && (
                <Text size="xs" c="dimmed">
                  {t('promptDetail.engines.noAnswers', { n: count(e.noAnswers) })}
                </Text>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
