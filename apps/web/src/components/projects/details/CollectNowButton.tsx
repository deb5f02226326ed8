import { Button, Tooltip } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectCalls } from '../../../api/project-calls.ts';
import type { Project } from '../../../api/types.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../session/use-session.ts';

/** "Run now" for an active project (editors and above): plans today's collect and says how many runs it queued. */
export function CollectNowButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const [busy, setBusy] = useState(false);
  const collect = async () => {
    setBusy(true);
    try {
      const result = await projectCalls.collectNow(project.documentId);
      notify({
        color: 'teal',
        title: t('projects.details.runNowStarted', { count: result.planned }),
        message: `${project.name} · ${result.day}`,
      });
    } catch {
      // The API client has shown the failure (inactive project, no prompts…).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={t('projects.details.runNowHint')} multiline w={260}>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} />}
        loading={busy}
        disabled={!member || !can(member.role, 'editContent') || project.status !== 'active'}
        onClick={() => void collect()}
        data-testid="collect-now"
      >
        {t('projects.details.runNow')}
      </Button>
    </Tooltip>
  );
}
