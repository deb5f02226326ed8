import { Button } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { projectCalls } from '../project-calls.ts';
import { useProjectSaved } from '../use-project.ts';

/** Activates an inactive project or deactivates an active one (admins and owners). */
export function ProjectStatusButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const saved = useProjectSaved(project.documentId);
  const active = project.status === 'active';
  const action = active ? 'deactivate' : 'activate';
  // A failure was shown by the API client.
  const change = useMutation({
    mutationFn: () => projectCalls.setStatus(project.documentId, action),
    onSuccess: (updated) => {
      saved(updated);
      notify({
        color: 'teal',
        title: t(active ? 'projects.details.deactivated' : 'projects.details.activated'),
        message: project.name,
      });
    },
  });
  return (
    <Button
      variant={active ? 'default' : 'filled'}
      color={active ? 'gray' : 'teal'}
      leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
      loading={change.isPending}
      disabled={!member || !can(member.role, 'manageProjects')}
      onClick={() => change.mutate()}
    >
      {t(active ? 'projects.details.deactivate' : 'projects.details.activate')}
    </Button>
  );
}
