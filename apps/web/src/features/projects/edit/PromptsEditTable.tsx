import { Badge, Box, Group, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '../../../lib/api/types.ts';
import { count } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { IntentBadge } from '../../../ui/IntentBadge.tsx';
import { projectCalls } from '../project-calls.ts';
import { notifySaveFailure } from '../shared/save-errors.ts';

/** The stored prompts: switch one on or off, or delete it. A table from the sm breakpoint, blocks on a phone. */
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
  const activeSwitch = (prompt: Prompt) => (
    <Switch
      checked={prompt.active}
      disabled={disabled}
      aria-label={t('projects.prompts.toggleActive', { text: prompt.text })}
      onChange={(event) => setActive.mutate({ prompt, active: event.currentTarget.checked })}
    />
  );
  const deleteButton = (prompt: Prompt) => (
    <ConfirmDeleteButton
      label={t('projects.prompts.delete', { text: prompt.text })}
      disabled={disabled}
      onConfirm={async () => {
        await projectCalls.deleteIn('prompts', prompt.documentId);
        notify({ color: 'teal', title: t('projects.prompts.deleted'), message: prompt.text });
        await onChanged();
      }}
    />
  );
  return (
    <>
      <Title order={2} fz="h4">
        {t('projects.prompts.title')} ({count(prompts.length)})
      </Title>
      {prompts.length === 0 ? (
        <Text c="dimmed">{t('projects.prompts.empty')}</Text>
      ) : (
        <>
          {/* On a phone each prompt is a block (text over its language, intent, switch and delete): no column
              is hidden off-screen. A table from the sm breakpoint. */}
          <Stack
            gap={0}
            hiddenFrom="sm"
            mah={520}
            style={{ overflowY: 'auto' }}
            data-testid="prompts-edit-list"
          >
            {prompts.map((prompt) => (
              <Box
                key={prompt.documentId}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="prompt-edit-item"
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {prompt.text}
                </Text>
                <Group gap="xs" mt={6} justify="space-between" wrap="nowrap">
                  <Group gap={6}>
                    <Badge size="sm" variant="default" tt="none">
                      {prompt.language}
                    </Badge>
                    <IntentBadge intent={prompt.intent} />
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    {activeSwitch(prompt)}
                    {deleteButton(prompt)}
                  </Group>
                </Group>
              </Box>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={560} maxHeight={520} visibleFrom="sm">
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
                    <Table.Td>{activeSwitch(prompt)}</Table.Td>
                    <Table.Td>{deleteButton(prompt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </>
  );
}
