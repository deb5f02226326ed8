import { ActionIcon, type ActionIconProps, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { calendarDay as dayHeading } from '../../lib/format.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { dayParams, neighbourDays } from './collect-status.ts';

const ActionIconAnchor = forwardRef<
  HTMLAnchorElement,
  ActionIconProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>
>((props, ref) => <ActionIcon component="a" ref={ref} {...props} />);
const ActionIconLink = createLink(ActionIconAnchor);

/** The screen's title, the project (a link to it), the day, the simulated label, and the days before and after. */
export function CollectDayHeader({ project, day, today }: { project: Project; day: string; today: string }) {
  const { t } = useTranslation();
  const { previous, next } = neighbourDays(day);
  const link = (target: string) => ({
    to: '/projects/$documentId/collects/$year/$month/$day' as const,
    params: { documentId: project.documentId, ...dayParams(target) },
  });
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('routes.projectCollects')}
        </Title>
        <Group gap="xs">
          <Text c="dimmed" size="sm" data-testid="collect-day-heading">
            <AnchorLink to="/projects/$documentId" params={{ documentId: project.documentId }} c="dimmed">
              {project.name}
            </AnchorLink>{' '}
            · {dayHeading(day)}
          </Text>
          {project.simulated && (
            <Badge size="sm" variant="light" color="orange" title={t('projects.simulatedProjectHint')}>
              {t('projects.simulatedBadge')}
            </Badge>
          )}
        </Group>
      </Stack>
      <Group gap={4}>
        <Tooltip label={dayHeading(previous)}>
          <ActionIconLink {...link(previous)} variant="default" size="lg" aria-label={dayHeading(previous)}>
            <IconChevronLeft size={18} />
          </ActionIconLink>
        </Tooltip>
        {next > today ? (
          <ActionIcon variant="default" size="lg" disabled aria-label={dayHeading(next)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        ) : (
          <Tooltip label={dayHeading(next)}>
            <ActionIconLink {...link(next)} variant="default" size="lg" aria-label={dayHeading(next)}>
              <IconChevronRight size={18} />
            </ActionIconLink>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
