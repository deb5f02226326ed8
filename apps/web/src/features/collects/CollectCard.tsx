import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CollectOfDay } from '@sightline/contracts';
import { IconAlertTriangle, IconKey, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { count, dateTime, engineNames, money, percent } from '../../lib/format.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { collectStatusColor } from './collect-status.ts';
import { RunGridTable } from './RunGridTable.tsx';
import { connectionProblems } from './run-grid.ts';

/** One collect of the day: how it was started and went, what needs fixing, and its run grid. */
export function CollectCard({
  documentId,
  collect,
  timezone,
}: {
  documentId: string;
  collect: CollectOfDay;
  timezone: string;
}) {
  const { t } = useTranslation();
  const problems = connectionProblems(collect.runs);
  const simulated = collect.chats.filter((c) => c.simulated).length;
  return (
    <Card withBorder padding="md" data-testid="collect-card" data-status={collect.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="h5">
              {t('collects.collectTitle', {
                trigger: t(`collectTrigger.${collect.trigger}`),
                time: dateTime(collect.createdAt, timezone),
              })}
            </Title>
            <Text size="sm" c="dimmed" data-testid="collect-counts">
              {t('collects.collectCounts', {
                planned: count(collect.planned),
                succeeded: count(collect.succeeded),
                failed: count(collect.failed),
              })}{' '}
              · {t('collects.cost')} {money(collect.cost)}
            </Text>
          </Stack>
          <Badge color={collectStatusColor[collect.status]} variant="light" data-testid="collect-status">
            {t(`collects.collectStatus.${collect.status}`)}
          </Badge>
        </Group>
        {collect.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="collect-error"
          >
            {t('collects.collectError', { error: collect.error })}
          </Alert>
        )}
        {problems.count > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconKey size={18} />}
            data-testid="needs-engine-connection"
          >
            <Stack gap={6} align="flex-start">
              <Text size="sm">
                {t('collects.needsConnection', {
                  count: problems.count,
                  engines: engineNames(t, problems.engines),
                })}
              </Text>
              <AnchorLink to="/organization/engines" size="sm" fw={600} data-testid="open-engines">
                {t('collects.openEngines')}
              </AnchorLink>
            </Stack>
          </Alert>
        )}
        {collect.interrupted > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('collects.interruptedRuns', { count: collect.interrupted })}
          </Alert>
        )}
        {collect.geminiCitations.total > 0 && (
          <Text
            size="xs"
            c={collect.geminiCitations.unresolved > 0 ? 'orange.8' : 'dimmed'}
            data-testid="collect-gemini-unresolved"
            data-unresolved={collect.geminiCitations.unresolved}
            data-total={collect.geminiCitations.total}
          >
            {collect.geminiCitations.unresolved > 0
              ? t('collects.geminiUnresolved', {
                  unresolved: collect.geminiCitations.unresolved,
                  total: collect.geminiCitations.total,
                  share: percent(collect.geminiCitations.unresolved / collect.geminiCitations.total),
                })
              : t('collects.geminiResolved', { total: collect.geminiCitations.total })}
          </Text>
        )}
        {simulated > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconRobot size={18} />}
            data-testid="collect-simulated"
          >
            {t('collects.simulatedAnswers', { count: simulated })}
          </Alert>
        )}
        {collect.runs.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('collects.gridHint')}
            </Text>
            <RunGridTable documentId={documentId} collect={collect} timezone={timezone} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
