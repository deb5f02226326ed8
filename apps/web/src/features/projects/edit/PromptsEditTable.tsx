import { Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '../../../lib/api/types.ts';
import { count } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { IntentBadge } from '../../../ui/IntentBadge.tsx';
import { projectCalls } from '../project-calls.ts';
import { notifySaveFailure } from '../shared/save-errors.ts';

/** The stored prompts: switch one on or off, or delete it. */
export function PromptsEditTable({
  prompts,
  onChanged,
  disabled,
}: {
  prompts: Prompt[];
  onChanged: () => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const setActive = useMutation({
    mutationFn: ({ prompt, active }: { prompt: Prompt; active: boolean }) =>
      projectCalls.updateIn('prompts', prompt.documentId, { active }),
    onError: (error) => notifySaveFailure(t, error),
    // Refused or not, the switch shows what is stored.
    onSettled: () => onChanged(),
  });
  return (
    <>
      <Title order={2} fz="h4">
        {t('projects.prompts.title')} ({count(prompts.length)})
      </Title>
      {prompts.length === 0 ? (
        <Text c="dimmed">{t('projects.prompts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} maxHeight={520}>
          <Table verticalSpacing="xs" stickyHeader data-testid="prompts-edit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.prompts.text')}</Table.Th>
                <Table.Th w={70}>{t('projects.prompts.language')}</Table.Th>
                <Table.Th w={110}>{t('projects.prompts.intent')}</Table.Th>
                <Table.Th w={70}>{t('projects.prompts.active')}</Table.Th>
                <Table.Th w={60}>
                  <VisuallyHidden>{t('projects.prompts.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prompts.map((prompt) => (
                <Table.Tr key={prompt.documentId} data-testid="prompt-edit-row">
                  <Table.Td>{prompt.text}</Table.Td>
                  <Table.Td>{prompt.language}</Table.Td>
                  <Table.Td>
                    <IntentBadge intent={prompt.intent} />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={prompt.active}
                      disabled={disabled}
                      aria-label={t('projects.prompts.toggleActive', { text: prompt.text })}
                      onChange={(event) => setActive.mutate({ prompt, active: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ConfirmDeleteButton
                      label={t('projects.prompts.delete', { text: prompt.text })}
                      disabled={disabled}
                      onConfirm={async () => {
                        await projectCalls.deleteIn('prompts', prompt.documentId);
                        notify({ color: 'teal', title: t('projects.prompts.deleted'), message: prompt.text });
                        await onChanged();
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
