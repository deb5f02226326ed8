import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';

/** The page title with the selected project and its brand. */
export function ProjectHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {project && (
          <Group gap="xs">
            <Text c="dimmed" size="sm" data-testid="project-header">
              {project.name} · {project.brandName}
            </Text>
            <Badge size="sm" variant="light" color={project.status === 'active' ? 'teal' : 'gray'}>
              {t(`home.status.${project.status}`)}
            </Badge>
            {project.simulated && (
              <Badge
                size="sm"
                variant="light"
                color="orange"
                title={t('projects.simulatedProjectHint')}
                data-testid="simulated-badge"
              >
                {t('projects.simulatedBadge')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
      {children}
    </Group>
  );
}
