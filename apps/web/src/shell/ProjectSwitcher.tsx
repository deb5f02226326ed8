import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '../lib/api/types.ts';
import { selectionCalls } from '../lib/session/selection-calls.ts';
import { selectionKeys } from '../lib/session/selection-keys.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { useSession } from '../lib/session/use-session.ts';

/** The selected project, with the recent projects of the workspace and all of its projects to switch to. */
export function ProjectSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selection } = useSession();
  const workspaceId = selection.workspace?.id;
  const all = useQuery({
    queryKey: selectionKeys.projects(workspaceId),
    queryFn: () => selectionCalls.listProjects(workspaceId!),
    enabled: Boolean(workspaceId),
  });
  const open = (project: Project) => void sessionStore.selectProject(project);
  const recentIds = new Set(selection.recentProjects.map((p) => p.id));
  const others = (all.data ?? []).filter((p) => !recentIds.has(p.id));
  return (
    <Menu position="bottom-start" width={280} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronDown size={14} />}
          data-testid="project-switcher"
        >
          <Text truncate size="sm" fw={600}>
            {selection.project?.name ?? t('frame.noProject')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="project-switcher-menu">
        {selection.recentProjects.length > 0 && <Menu.Label>{t('frame.recentProjects')}</Menu.Label>}
        {selection.recentProjects.map((project) => (
          <Menu.Item key={project.id} onClick={() => open(project)} data-testid="recent-project">
            {project.name}
          </Menu.Item>
        ))}
        {others.length > 0 && <Menu.Label>{t('frame.allProjects')}</Menu.Label>}
        {others.map((project) => (
          <Menu.Item key={project.id} onClick={() => open(project)}>
            {project.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconPlus size={14} />}
          onClick={() => void navigate({ to: '/create-project' })}
        >
          {t('frame.createProject')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
