import { ActionBar, Button, Menu, Text } from '@mantine/core';
import type { BulkPrompt } from '@sightline/contracts';
import { intents, type PromptBulkAction } from '@sightline/contracts/constants';
import {
  IconChevronUp,
  IconPlayerPause,
  IconPlayerPlay,
  IconTagMinus,
  IconTagPlus,
  IconTarget,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { PromptDeleteModal } from './PromptDeleteModal.tsx';
import { PromptTagsPopover } from './PromptTagsPopover.tsx';
import { type PromptBulkInput, promptListCalls } from './prompt-list-calls.ts';

/**
 * The bar that appears at the bottom of the screen while prompts are selected: add or remove tags, set an intent,
 * collect or stop collecting, delete (after a confirmation). Each action is one call; when it succeeds a notification
 * says what was done and `onDone` refreshes the list (a failure is shown by the API client).
 */
export function PromptBulkBar({
  opened,
  documentId,
  selected,
  projectTags,
  onClear,
  onDone,
}: {
  /** Shown while prompts are selected. */
  opened: boolean;
  documentId: string;
  selected: BulkPrompt[];
  projectTags: string[];
  onClear: () => void;
  onDone: (action: PromptBulkAction) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const run = useMutation({
    mutationFn: (input: Omit<PromptBulkInput, 'prompts'>) =>
      promptListCalls.bulk(documentId, { ...input, prompts: selected.map((p) => p.documentId) }),
    onSuccess: async (result) => {
      const { action, prompts, newTags } = result.data;
      notify({
        color: 'teal',
        title: t(`promptBulk.done.${action}`, { count: prompts.length }),
        message: newTags.length ? t('promptBulk.done.newTags', { names: newTags.join(', ') }) : '',
      });
      setConfirmDelete(false);
      await onDone(action);
    },
  });
  const busy = run.isPending;
  const selectedTags = [...new Set(selected.flatMap((p) => p.tags))].sort();
  const button = (action: 'activate' | 'deactivate', icon: ReactNode) => (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={icon}
      disabled={busy}
      onClick={() => run.mutate({ action })}
    >
      {t(`promptBulk.bar.${action}`)}
    </Button>
  );

  return (
    <>
      <ActionBar
        opened={opened}
        onClose={onClear}
        aria-label={t('promptBulk.bar.label')}
        shadow="md"
        radius="md"
        maw="calc(100vw - 1rem)"
        style={{ flexWrap: 'wrap', justifyContent: 'center' }}
        data-testid="prompt-bulk-bar"
      >
        <Text size="sm" fw={600} data-testid="prompt-bulk-count">
          {t('promptBulk.bar.selected', { count: selected.length })}
        </Text>
        <ActionBar.Divider visibleFrom="sm" />
        <PromptTagsPopover
          mode="add"
          label={t('promptBulk.bar.addTags')}
          icon={<IconTagPlus size={16} />}
          tags={projectTags}
          busy={busy}
          onApply={(tags) => run.mutateAsync({ action: 'addTags', tags })}
        />
        <PromptTagsPopover
          mode="remove"
          label={t('promptBulk.bar.removeTags')}
          icon={<IconTagMinus size={16} />}
          tags={selectedTags}
          busy={busy}
          onApply={(tags) => run.mutateAsync({ action: 'removeTags', tags })}
        />
        <Menu position="top" withArrow>
          <Menu.Target>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconTarget size={16} />}
              rightSection={<IconChevronUp size={12} />}
              disabled={busy}
            >
              {t('promptBulk.bar.setIntent')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {intents.map((intent) => (
              <Menu.Item key={intent} onClick={() => run.mutate({ action: 'setIntent', intent })}>
                {t(`projects.intents.${intent}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {button('activate', <IconPlayerPlay size={16} />)}
        {button('deactivate', <IconPlayerPause size={16} />)}
        <ActionBar.Divider visibleFrom="sm" />
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} />}
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
        >
          {t('promptBulk.bar.delete')}
        </Button>
        <ActionBar.CloseButton aria-label={t('promptBulk.bar.clear')} />
      </ActionBar>
      <PromptDeleteModal
        prompts={selected}
        opened={confirmDelete}
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => run.mutate({ action: 'delete' })}
      />
    </>
  );
}
