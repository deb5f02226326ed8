import { SimpleGrid, Stack } from '@mantine/core';
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

/** `/projects/$documentId`: everything about one project; opening it selects it. */
export function ProjectDetailsPage({ documentId }: { documentId: string }) {
  const project = useProject(documentId);
  useSelectOpenedProject(project);
  return (
    <Stack gap="lg" data-testid="project-details">
      <ProjectDetailsHeader project={project} />
      <LatestCollectAlert project={project} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BrandCard project={project} />
        <SettingsCard project={project} />
      </SimpleGrid>
      <RecentCollectsCard project={project} />
      <CompetitorsTable competitors={project.competitors ?? []} />
      <PromptsTable prompts={project.queries ?? []} />
      <ProjectExtrasCards project={project} />
    </Stack>
  );
}
