import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { clockTime, engineNames } from '../../lib/format.ts';

/** The API gives a list relation of a listed document at most this many rows per parent (see SECURITY.md). */
const populatedListLimit = 100;

/** "100+ prompts" when the populated list may have been cut at the API's per-parent limit. */
function promptCountLabel(t: TFunction, count: number): string {
  return count >= populatedListLimit
    ? t('home.promptsAtLeast', { count: populatedListLimit })
    : t('home.prompts', { count });
}

/** A project's settings at a glance: brand, status, prompts, competitors, engines, schedule. */
export function ProjectSummaryCard({ project, action }: { project: Project; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="project-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {project.name}
          </Text>
          <Badge variant="light" color={project.status === 'active' ? 'teal' : 'gray'}>
            {t(`home.status.${project.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {project.brandName}
          {project.brandAliases.length > 0 ? ` · ${project.brandAliases.join(', ')}` : ''}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray">
            {promptCountLabel(t, project.queries?.length ?? 0)}
          </Badge>
          {project.competitors && (
            <Badge variant="outline" color="gray">
              {t('home.competitors', { count: project.competitors.length })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('home.engines')}: {engineNames(t, project.engines)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('home.schedule', { time: clockTime(project.scheduleTime), timezone: project.timezone })}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
