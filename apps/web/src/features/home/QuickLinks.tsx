import { Group, Paper, Text } from '@mantine/core';
import { IconChartLine, IconLayoutDashboard, IconLayoutGrid, IconPlus, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** The screens people open from home: the selected project's dashboard, tracking and sources, all projects, a new one. */
export function QuickLinks({ hasProject }: { hasProject: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="home-quick-links">
      <Text fw={600} mb="xs">
        {t('homeScreen.quickLinks')}
      </Text>
      <Group gap="xs">
        {hasProject && (
          <>
            <ButtonLink
              variant="light"
              size="xs"
              to="/dashboard"
              leftSection={<IconLayoutDashboard size={14} />}
            >
              {t('routes.dashboard')}
            </ButtonLink>
            <ButtonLink
              variant="light"
              size="xs"
              to="/projects/tracking"
              leftSection={<IconChartLine size={14} />}
            >
              {t('routes.projectTracking')}
            </ButtonLink>
            <ButtonLink
              variant="light"
              size="xs"
              to="/projects/sources"
              leftSection={<IconWorld size={14} />}
            >
              {t('routes.projectSources')}
            </ButtonLink>
          </>
        )}
        <ButtonLink variant="light" size="xs" to="/overview" leftSection={<IconLayoutGrid size={14} />}>
          {t('homeScreen.allProjects')}
        </ButtonLink>
        <ButtonLink variant="light" size="xs" to="/create-project" leftSection={<IconPlus size={14} />}>
          {t('frame.createProject')}
        </ButtonLink>
      </Group>
    </Paper>
  );
}
