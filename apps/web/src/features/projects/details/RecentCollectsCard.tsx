import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { RecentCollect } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { count, dateTime, money } from '../../../lib/format.ts';
import { AnchorLink } from '../../../ui/RouterLinks.tsx';
import { CollectFailureList } from './CollectFailureReason.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { dayParams, isPending, recentCollectsQuery } from './recent-collects-query.ts';

export const collectStatusColor: Record<RecentCollect['status'], string> = {
  scheduled: 'gray',
  running: 'blue',
  completed: 'teal',
  partial: 'yellow',
  failed: 'red',
};

/**
 * The project's last 7 collects, newest first: when, what started it, its status, succeeded / failed / planned runs
 * and cost; failed runs in red with their main reason. Each row opens its collect day. Read again while one runs.
 */
export function RecentCollectsCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const recent = useQuery(recentCollectsQuery(project.documentId));
  const collects = recent.data?.data ?? [];
  return (
    <DetailsSection title={t('projects.collect.recentTitle')} testId="recent-collects">
      {recent.isPending ? (
        <Loader size="sm" />
      ) : collects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('projects.collect.recentEmpty')}
        </Text>
      ) : (
        <Stack gap={0}>
          {collects.map((collect) => (
            <CollectRow key={collect.documentId} project={project} collect={collect} />
          ))}
        </Stack>
      )}
    </DetailsSection>
  );
}

function CollectRow({ project, collect }: { project: Project; collect: RecentCollect }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={4}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="recent-collect"
      data-status={collect.status}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <AnchorLink
            to="/projects/$documentId/collects/$year/$month/$day"
            params={dayParams(project.documentId, collect.day)}
            size="sm"
            fw={600}
            data-testid="recent-collect-day"
          >
            {dateTime(collect.createdAt, project.timezone)}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {t(`collectTrigger.${collect.trigger}`)}
          </Text>
        </Group>
        <Badge
          color={collectStatusColor[collect.status]}
          variant="light"
          tt="none"
          data-testid="recent-collect-status"
        >
          {t(`projects.collect.status.${collect.status}`)}
        </Badge>
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c={collect.failed > 0 ? 'red' : undefined} data-testid="recent-collect-counts">
          {t('projects.collect.counts', {
            succeeded: count(collect.succeeded),
            failed: count(collect.failed),
            planned: count(collect.planned),
          })}
          {isPending(collect) && ` · ${t('projects.collect.pending', { n: count(collect.pending) })}`}
        </Text>
        <Text size="sm" c="dimmed">
          {money(collect.cost)}
        </Text>
      </Group>
      {collect.failures.length > 0 && (
        <Text size="sm" c="red" component="div" data-testid="recent-collect-failures">
          <CollectFailureList failures={collect.failures} max={2} withCount />
        </Text>
      )}
      {collect.error && (
        <Text size="sm" c="red">
          {collect.error}
        </Text>
      )}
    </Stack>
  );
}
