import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A trash button that asks before deleting a stored document; `onConfirm` runs as a mutation (the popover closes when
 * it succeeds; a failure was already reported by the API client or by `onConfirm`).
 */
export function ConfirmDeleteButton({
  label,
  onConfirm,
  disabled,
  size = 'md',
}: {
  label: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const confirm = useMutation({ mutationFn: onConfirm, onSuccess: () => setOpened(false) });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="red"
          size={size}
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <IconTrash size={size === 'md' ? 16 : 12} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('projects.common.confirmDelete')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('projects.common.confirmDeleteText')}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('projects.common.cancel')}
            </Button>
            <Button size="xs" color="red" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('projects.common.delete')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
