import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { selectionCalls } from '../../lib/session/selection-calls.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { homeKeys } from './home-keys.ts';
import { ProjectSummaryCard } from './ProjectSummaryCard.tsx';

/** Overview (the agency view): every project of the workspace side by side. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { workspace } = useSession().selection;
  const projects = useQuery({
    queryKey: homeKeys.projects(workspace?.id),
    queryFn: () => selectionCalls.listProjects(workspace!.id),
    enabled: Boolean(workspace),
  });
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('home.workspaceProjects')}
        {workspace ? ` · ${workspace.name}` : ''}
      </Title>
      {projects.data && projects.data.length === 0 && (
        <EmptyState
          title={t('home.noProjectsInWorkspace')}
          text={t('home.noProjectText')}
          action={
            <Button component={Link} to="/create-project">
              {t('frame.createProject')}
            </Button>
          }
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(projects.data ?? []).map((project) => (
          <ProjectSummaryCard
            key={project.id}
            project={project}
            action={
              <Button variant="light" size="xs" onClick={() => void sessionStore.selectProject(project)}>
                {t('home.open')}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
