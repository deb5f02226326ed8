import { Button, Tooltip } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { registerCollectRefusalStrings } from '../collect-refusal-strings.ts';
import { projectCalls } from '../project-calls.ts';
import { collectRefusal } from './collect-refusal.ts';

registerCollectRefusalStrings(i18n);

/**
 * "Run now" for an active project (editors and above): plans today's collect and says how many runs it queued. A
 * refusal (a collect still running or just run, or the organization's daily quota used up) is explained in the
 * interface language; any other failure shows the API's message.
 */
export function CollectNowButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const collect = useMutation({
    mutationFn: () => projectCalls.collectNow(project.documentId),
    onSuccess: (result) =>
      notify({
        color: 'teal',
        title: t('projects.details.runNowStarted', { count: result.planned }),
        message: `${project.name} · ${result.day}`,
      }),
    onError: (error) => {
      const refusal = collectRefusal(t, error, project.timezone);
      if (refusal) notify({ color: 'yellow', title: t('collectRefusal.refused'), message: refusal });
      else notify({ color: 'red', title: t('errors.requestFailed'), message: error.message });
    },
  });
  return (
    <Tooltip label={t('projects.details.runNowHint')} multiline w={260}>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} />}
        loading={collect.isPending}
        disabled={!member || !can(member.role, 'editContent') || project.status !== 'active'}
        onClick={() => collect.mutate()}
        data-testid="collect-now"
      >
        {t('projects.details.runNow')}
      </Button>
    </Tooltip>
  );
}
