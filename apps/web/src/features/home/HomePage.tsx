import { Button, Grid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { HomeWeek } from './HomeWeek.tsx';
import { recentOverviewTable, weekReportQuery, workspaceOverviewQuery } from './home-queries.ts';
import { registerHomeStrings } from './home-strings.ts';
import { lastWeek } from './last-week.ts';
import { ProjectSummaryCard } from './ProjectSummaryCard.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { RecentProjectsCard } from './RecentProjectsCard.tsx';
import { WeeklyChangesCard } from './WeeklyChangesCard.tsx';

registerHomeStrings(i18n);

/**
 * Home: the selected project's last 7 days against the 7 before (key numbers and the week's significant changes),
 * its settings at a glance, the recent projects with their visibility and sparkline, and quick links; without a
 * project, the way to create one.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user, selection, selectionReady } = useSession();
  const { project, workspace } = selection;
  const range = lastWeek(project?.timezone);
  const week = useQuery({ ...weekReportQuery(project?.documentId ?? '', range), enabled: Boolean(project) });
  // Only the recent projects' rows (at most 6), whatever the size of the workspace.
  const overview = useQuery({
    ...workspaceOverviewQuery(workspace?.documentId ?? '', recentOverviewTable(selection.recentProjects)),
    enabled: Boolean(workspace) && selection.recentProjects.length > 0,
  });
  const colors = useBrandColors(project?.documentId);
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
        <>
          <HomeWeek
            project={project}
            range={range}
            report={week.data}
            loading={week.isPending}
            error={week.error as Error | null}
            onRetry={() => void week.refetch()}
            retrying={week.isFetching}
            colorOf={colors.colorOf}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <WeeklyChangesCard report={week.data} loading={week.isPending} colorOf={colors.colorOf} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <ProjectSummaryCard project={project} />
                <QuickLinks hasProject />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
      {selection.recentProjects.length > 0 && (
        <RecentProjectsCard
          projects={selection.recentProjects}
          overview={overview.data?.data.projects}
          loading={overview.isPending}
        />
      )}
      {!project && <QuickLinks hasProject={false} />}
    </Stack>
  );
}
