import { Divider, Paper, Stack, Tabs } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { registerProjectFormStrings } from '../project-form-strings.ts';
import { ProjectSubpageHeader } from '../shared/ProjectSubpageHeader.tsx';
import { useProject, useProjectRefresh, useSelectOpenedProject } from '../use-project.ts';
import { CompetitorsManager } from './CompetitorsManager.tsx';
import { EvaluationItemsManager } from './EvaluationItemsManager.tsx';
import { ProjectSettingsForm } from './ProjectSettingsForm.tsx';
import { PromptAdder } from './PromptAdder.tsx';
import { PromptsEditTable } from './PromptsEditTable.tsx';
import { TagsManager } from './TagsManager.tsx';

registerProjectFormStrings(i18n);

/** `/projects/$documentId/edit`: settings, competitors, prompts, tags and evaluation items. */
export function EditProjectPage({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const project = useProject(documentId);
  useSelectOpenedProject(project);
  const refresh = useProjectRefresh(documentId);
  const { member } = useSession().selection;
  const disabled = !member || !can(member.role, 'editContent');
  const props = { project, onChanged: refresh, disabled };
  return (
    <Stack gap="md" data-testid="edit-project">
      <ProjectSubpageHeader
        documentId={documentId}
        title={t('projects.edit.title')}
        subtitle={`${project.name} · ${project.brandName}`}
        disabled={disabled}
      />
      <Tabs defaultValue="settings">
        <Tabs.List>
          <Tabs.Tab value="settings">{t('projects.edit.tabs.settings')}</Tabs.Tab>
          <Tabs.Tab value="competitors">
            {t('projects.edit.tabs.competitors')} ({project.competitors?.length ?? 0})
          </Tabs.Tab>
          <Tabs.Tab value="prompts">
            {t('projects.edit.tabs.prompts')} ({project.queries?.length ?? 0})
          </Tabs.Tab>
          <Tabs.Tab value="tags">{t('projects.edit.tabs.tags')}</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mt="md">
          <Tabs.Panel value="settings">
            <ProjectSettingsForm project={project} disabled={disabled} />
          </Tabs.Panel>
          <Tabs.Panel value="competitors">
            <CompetitorsManager {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="prompts">
            <Stack gap="md">
              <PromptsEditTable prompts={project.queries ?? []} onChanged={refresh} disabled={disabled} />
              <Divider />
              <PromptAdder {...props} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="tags">
            <Stack gap="xl">
              <TagsManager {...props} />
              <Divider />
              <EvaluationItemsManager {...props} />
            </Stack>
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
