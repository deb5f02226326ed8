import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { OverviewProject } from '@sightline/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { ownBrandColor } from '../../ui/brand-colors.ts';
import { LazySparkline } from '../../ui/charts/lazy-charts.ts';
import classes from './home.module.css';
import { ProjectVisibility } from './ProjectVisibility.tsx';

/** The project's daily visibility for the sparkline (null on days without answers). */
export const sparklineValues = (overview: OverviewProject | undefined) =>
  (overview?.sparkline ?? []).map((point) => point.visibility);

function RecentProject({
  project,
  overview,
  loading,
}: {
  project: Project;
  overview: OverviewProject | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.cardButton}
      onClick={() => void sessionStore.selectProject(project)}
      data-testid="home-recent-project"
      data-project={project.documentId}
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {project.name}
            </Text>
            {overview?.simulated && (
              <Badge size="xs" color="orange" variant="light">
                {t('homeScreen.simulated')}
              </Badge>
            )}
          </Group>
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('homeScreen.recentVisibility')}
              </Text>
              {loading ? (
                <Skeleton h={18} w={80} mt={4} />
              ) : overview ? (
                <ProjectVisibility window={overview.last7} withChange />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('homeScreen.noRecentData')}
                </Text>
              )}
            </Stack>
            <Suspense fallback={<Skeleton h={32} w={110} />}>
              {loading ? (
                <Skeleton h={32} w={110} />
              ) : (
                <LazySparkline
                  values={sparklineValues(overview)}
                  label={t('homeScreen.sparkline')}
                  color={ownBrandColor}
                  w={110}
                />
              )}
            </Suspense>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The recent projects of the workspace, newest first, each with its 7-day visibility and 30-day sparkline. */
export function RecentProjectsCard({
  projects,
  overview,
  loading,
}: {
  projects: Project[];
  overview: OverviewProject[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const byId = new Map((overview ?? []).map((p) => [p.documentId, p]));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t('homeScreen.recent')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="home-recent-projects">
        {projects.map((project) => (
          <RecentProject
            key={project.id}
            project={project}
            overview={byId.get(project.documentId)}
            loading={loading}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
