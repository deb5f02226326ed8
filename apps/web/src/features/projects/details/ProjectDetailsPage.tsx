import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Project } from '../../../lib/api/types.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { registerProjectStrings } from '../projects-strings.ts';
import { useProject, useSelectOpenedProject } from '../use-project.ts';
import { BrandCard } from './BrandCard.tsx';
import { CompetitorsTable } from './CompetitorsTable.tsx';
import { LatestCollectAlert } from './LatestCollectAlert.tsx';
import { ProjectDetailsHeader } from './ProjectDetailsHeader.tsx';
import { ProjectExtrasCards } from './ProjectExtrasCards.tsx';
import { PromptsTable } from './PromptsTable.tsx';
import { RecentCollectsCard } from './RecentCollectsCard.tsx';
import { SettingsCard } from './SettingsCard.tsx';

registerProjectStrings(i18n);

/**
 * `/projects/$documentId`: everything about one project; opening it selects it. Other features' parts are passed in
 * by the route: `notices` under the latest collect's alert (e.g. collection paused by the budget), `sections` after
 * the recent collects (e.g. costs).
 */
export function ProjectDetailsPage({
  documentId,
  notices,
  sections,
}: {
  documentId: string;
  notices?: ReactNode;
  sections?: (project: Project) => ReactNode;
}) {
  const project = useProject(documentId);
  useSelectOpenedProject(project);
  return (
    <Stack gap="lg" data-testid="project-details">
      <ProjectDetailsHeader project={project} />
      <LatestCollectAlert project={project} />
      {notices}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BrandCard project={project} />
        <SettingsCard project={project} />
      </SimpleGrid>
      <RecentCollectsCard project={project} />
      {sections?.(project)}
      <CompetitorsTable competitors={project.competitors ?? []} />
      <PromptsTable project={project} />
      <ProjectExtrasCards project={project} />
    </Stack>
  );
}
