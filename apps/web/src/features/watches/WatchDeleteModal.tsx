import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Watch } from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { watchCalls } from './watch-calls.ts';
import { watchKeys } from './watch-queries.ts';

/** Asks before deleting a watch (its hits go with it; the answers stay), then calls `onDeleted`. */
export function WatchDeleteModal({
  projectDocumentId,
  watch,
  opened,
  onClose,
  onDeleted,
}: {
  projectDocumentId: string;
  watch: Watch;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => watchCalls.remove(projectDocumentId, watch.documentId),
    onSuccess: () => {
      notify({ color: 'teal', title: t('watches.detail.deleted'), message: watch.name });
      onDeleted();
      // After leaving the screen, so that its detail is not asked for again (a 404).
      void queryClient.invalidateQueries({ queryKey: watchKeys.project(projectDocumentId) });
    },
    onError: (error) => notify({ color: 'red', title: t('errors.requestFailed'), message: error.message }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('watches.detail.deleteTitle')} centered>
      <Stack gap="lg">
        <Text size="sm">{t('watches.detail.deleteText', { name: watch.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('watches.form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="watch-delete-confirm"
          >
            {t('watches.detail.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
