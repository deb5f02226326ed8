import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { BulkPrompt } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';

/** How many of the prompts to be deleted the dialog names; the rest are counted. */
const named = 5;

/** Asks before deleting the selected prompts, naming the first few and saying what goes with them. */
export function PromptDeleteModal({
  prompts,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  prompts: BulkPrompt[];
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('promptBulk.confirmDelete.title', { count: prompts.length })}
      size="md"
    >
      <Stack gap="sm" data-testid="prompt-delete-modal">
        <Text size="sm">{t('promptBulk.confirmDelete.text')}</Text>
        <List size="sm" spacing={2}>
          {prompts.slice(0, named).map((prompt) => (
            <List.Item key={prompt.documentId}>
              <Text size="sm" lineClamp={1}>
                {prompt.text}
              </Text>
            </List.Item>
          ))}
        </List>
        {prompts.length > named && (
          <Text size="sm" c="dimmed">
            {t('promptBulk.confirmDelete.more', { count: prompts.length - named })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('promptBulk.bar.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm} data-testid="prompt-delete-confirm">
            {t('promptBulk.confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
