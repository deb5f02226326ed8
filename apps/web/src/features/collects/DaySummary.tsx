import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CollectOfDay } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { summarizeByEngine, summarizeDay } from './run-grid.ts';

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

/** The day's totals over its collects (runs planned, succeeded and failed, cost, answers, tokens), then per engine. */
export function DaySummary({ collects }: { collects: CollectOfDay[] }) {
  const { t } = useTranslation();
  const total = summarizeDay(collects);
  const engines = summarizeByEngine(collects);
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
        {engines.length > 0 && (
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid="day-engines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('collects.engine')}</Table.Th>
                <Table.Th ta="right">{t('collects.succeeded')}</Table.Th>
                <Table.Th ta="right">{t('collects.failed')}</Table.Th>
                <Table.Th ta="right">{t('collects.cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {engines.map((row) => (
                <Table.Tr key={row.engine}>
                  <Table.Td>
                    <EngineLabel engine={row.engine} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('collects.ofRuns', { succeeded: count(row.succeeded), runs: count(row.runs) })}
                  </Table.Td>
                  <Table.Td ta="right" {...(row.failed > 0 ? { c: 'red' } : {})}>
                    {count(row.failed)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(row.cost)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
