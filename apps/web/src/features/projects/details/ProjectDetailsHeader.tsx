import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconPencil, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { todayIn } from '../../../lib/dates.ts';
import { ButtonLink } from '../../../ui/RouterLinks.tsx';
import { CollectNowButton } from './CollectNowButton.tsx';
import { ProjectStatusButton } from './ProjectStatusButton.tsx';

/** Today in the project's timezone, as the collect day route's parameters. */
function todayParts(timezone: string | undefined) {
  const [year, month, day] = todayIn(timezone).split('-') as [string, string, string];
  return { year, month, day };
}

/** The project's name and brand, its status with the button that changes it, and links to edit it. */
export function ProjectDetailsHeader({ project }: { project: Project }) {
  const { t } = useTranslation();
  const params = { documentId: project.documentId };
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz="h2" data-testid="project-title">
            {project.name}
          </Title>
          <Badge
            variant="light"
            color={project.status === 'active' ? 'teal' : 'gray'}
            data-testid="project-status"
          >
            {t(`projects.status.${project.status}`)}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {project.brandName}
          {project.workspace ? ` · ${t('projects.details.workspace')}: ${project.workspace.name}` : ''}
        </Text>
      </Stack>
      {/* On a phone the actions fill the width, two or three to a line, instead of a ragged row. */}
      <SimpleGrid
        cols={{ base: 2, sm: 5 }}
        spacing="xs"
        w={{ base: '100%', md: 'auto' }}
        data-testid="project-actions"
      >
        <CollectNowButton project={project} />
        <ButtonLink
          variant="light"
          to="/projects/$documentId/collects/$year/$month/$day"
          params={{ ...params, ...todayParts(project.timezone) }}
          leftSection={<IconCalendarEvent size={16} />}
          data-testid="open-collects"
        >
          {t('projects.details.collects')}
        </ButtonLink>
        <ProjectStatusButton project={project} />
        <ButtonLink
          variant="light"
          to="/projects/$documentId/edit"
          params={params}
          leftSection={<IconPencil size={16} />}
        >
          {t('projects.details.edit')}
        </ButtonLink>
        <ButtonLink
          variant="light"
          to="/projects/$documentId/media"
          params={params}
          leftSection={<IconWorldWww size={16} />}
        >
          {t('projects.details.media')}
        </ButtonLink>
      </SimpleGrid>
    </Group>
  );
}
