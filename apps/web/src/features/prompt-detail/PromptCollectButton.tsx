import { Button, Group, Text, Tooltip } from '@mantine/core';
import type { MemberRole, PromptReportProject, PromptReportPrompt } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { collectRefusalText } from './collect-refusal-text.ts';
import { promptDetailCalls } from './prompt-detail-calls.ts';
import { useFollowPromptCollect } from './use-follow-prompt-collect.tsx';

/** Why the caller cannot collect this prompt now, or null when they can. */
function disabledReason(
  role: MemberRole | undefined,
  prompt: PromptReportPrompt,
  project: PromptReportProject,
): 'needsEditor' | 'promptInactive' | 'projectInactive' | null {
  if (!role || !can(role, 'editContent')) return 'needsEditor';
  if (project.status !== 'active') return 'projectInactive';
  if (!prompt.active) return 'promptInactive';
  return null;
}

/**
 * "Collect now" for one prompt (editors and above, an active prompt of an active project): asks it of every engine
 * of the project today and follows the collect to its end. Otherwise disabled, with the reason beside it; a refusal
 * (a collect running or just run, the budget or the daily quota reached, no engine with a key) is explained in the
 * interface language.
 */
export function PromptCollectButton({
  prompt,
  project,
  size = 'sm',
}: {
  prompt: PromptReportPrompt;
  project: PromptReportProject;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const { follow, following } = useFollowPromptCollect(project.documentId);
  const collect = useMutation({
    mutationFn: () => promptDetailCalls.collectNow(prompt.documentId),
    onSuccess: (started) => {
      follow(started);
      notify({
        color: 'blue',
        title: t('promptDetail.collect.started', { count: started.planned }),
        message: `${project.name} · ${calendarDay(started.day)}`,
      });
    },
    onError: (error) => {
      const refusal = collectRefusalText(t, error);
      notify({
        color: refusal ? 'yellow' : 'red',
        title: t(refusal ? 'promptDetail.collect.refused' : 'promptDetail.collect.failed'),
        message: refusal ?? error.message,
      });
    },
  });
  const reason = disabledReason(member?.role, prompt, project);
  return (
    <Group gap="xs" wrap="nowrap">
      {reason && (
        <Text size="xs" c="dimmed" maw={220} data-testid="prompt-collect-reason">
          {t(`promptDetail.collect.${reason}`)}
        </Text>
      )}
      <Tooltip label={t('promptDetail.collect.hint')} multiline w={260} disabled={reason !== null}>
        <Button
          size={size}
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={collect.isPending || following}
          disabled={reason !== null}
          onClick={() => collect.mutate()}
          data-testid="prompt-collect-now"
        >
          {t('promptDetail.collect.button')}
        </Button>
      </Tooltip>
    </Group>
  );
}
