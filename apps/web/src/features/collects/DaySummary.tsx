import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CollectOfDay } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format.ts';
import { summarizeDay } from './run-grid.ts';

function Stat({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId: string;
  color?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} data-testid={testId} {...(color ? { c: color } : {})}>
        {value}
      </Text>
    </Stack>
  );
}

/** The day's totals over its collects: runs planned, succeeded and failed, cost, answers and tokens. */
export function DaySummary({ collects }: { collects: CollectOfDay[] }) {
  const { t } = useTranslation();
  const total = summarizeDay(collects);
  return (
    <Card withBorder padding="md" data-testid="day-summary">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('collects.daySummary')}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <Stat label={t('collects.planned')} value={count(total.planned)} testId="day-planned" />
          <Stat
            label={t('collects.succeeded')}
            value={count(total.succeeded)}
            testId="day-succeeded"
            color="teal"
          />
          <Stat
            label={t('collects.failed')}
            value={count(total.failed)}
            testId="day-failed"
            {...(total.failed > 0 ? { color: 'red' } : {})}
          />
          <Stat label={t('collects.cost')} value={money(total.cost)} testId="day-cost" />
          <Stat label={t('collects.answers')} value={count(total.answers)} testId="day-answers" />
          <Stat
            label={t('collects.tokens')}
            value={`${count(total.inputTokens)} / ${count(total.outputTokens)}`}
            testId="day-tokens"
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
