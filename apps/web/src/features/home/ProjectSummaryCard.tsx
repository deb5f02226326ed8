import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { clockTime, engineNames } from '../../lib/format.ts';
import classes from './home.module.css';

/** The API gives a list relation of a listed document at most this many rows per parent (see SECURITY.md). */
const populatedListLimit = 100;

/** "100+ prompts" when the populated list may have been cut at the API's per-parent limit. */
function promptCountLabel(t: TFunction, count: number): string {
  return count >= populatedListLimit
    ? t('home.promptsAtLeast', { count: populatedListLimit })
    : t('home.prompts', { count });
}

/** A count of the project's settings as a badge that opens its list on the project page (`section`: its anchor). */
function CountLink({ project, section, label }: { project: Project; section: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/projects/$documentId"
      params={{ documentId: project.documentId }}
      hash={section}
      className={classes.badgeLink}
      aria-label={t('homeScreen.openList', { label })}
      data-testid={`home-${section}-link`}
    >
      <Badge variant="outline" color="gray" style={{ cursor: 'pointer' }}>
        {label}
      </Badge>
    </Link>
  );
}

/**
 * A project's settings at a glance: brand, status, prompts, competitors, engines, schedule; the counts of prompts and
 * competitors open their lists on the project page.
 */
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
          <CountLink
            project={project}
            section="project-prompts"
            label={promptCountLabel(t, project.queries?.length ?? 0)}
          />
          {project.competitors && (
            <CountLink
              project={project}
              section="project-competitors"
              label={t('home.competitors', { count: project.competitors.length })}
            />
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
