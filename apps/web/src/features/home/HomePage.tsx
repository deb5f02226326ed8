import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ProjectSummaryCard } from './ProjectSummaryCard.tsx';
import { TrackingLinkCard } from './TrackingLinkCard.tsx';

/** Home: the selected project (its KPIs once collected), recent projects, quick links; or the first step. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, selection, selectionReady } = useSession();
  const project = selection.project;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('home.welcome', { name: user?.username ?? '' })}
      </Title>
      {selectionReady && !project && (
        <EmptyState
          title={t('home.noProjectTitle')}
          text={t('home.noProjectText')}
          action={
            <Button component={Link} to="/create-project" data-testid="create-first-project">
              {t('frame.createProject')}
            </Button>
          }
        />
      )}
      {project && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="xs">
            <Text fw={600}>{t('home.selectedProject')}</Text>
            <ProjectSummaryCard project={project} />
          </Stack>
          <TrackingLinkCard />
        </SimpleGrid>
      )}
      {selection.recentProjects.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            {t('frame.recentProjects')}
          </Text>
          <Stack gap={4} data-testid="home-recent-projects">
            {selection.recentProjects.map((p) => (
              <Anchor
                key={p.id}
                component="button"
                type="button"
                ta="left"
                onClick={() => void sessionStore.selectProject(p)}
              >
                {p.name}
              </Anchor>
            ))}
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          {t('home.quickLinks')}
        </Text>
        <Group gap="sm">
          <Button variant="light" component={Link} to="/projects/tracking">
            {t('routes.projectTracking')}
          </Button>
          <Button variant="light" component={Link} to="/projects/sources">
            {t('routes.projectSources')}
          </Button>
          <Button variant="light" component={Link} to="/overview">
            {t('frame.nav.overview')}
          </Button>
          <Button variant="light" component={Link} to="/create-project">
            {t('frame.createProject')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
