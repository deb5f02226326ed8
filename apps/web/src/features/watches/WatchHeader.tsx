import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Watch } from '@sightline/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { date } from '../../lib/format.ts';
import { WatchEngineBadges } from './WatchEngines.tsx';
import { WatchKindBadge } from './WatchKindBadge.tsx';
import { CountingBadge } from './WatchTable.tsx';

/**
 * A watch's name, what it follows (kind and target; a brand watch names the brand), its engines, when it was made
 * and whether its past answers are still being counted; editors change or delete it from here.
 */
export function WatchHeader({
  watch,
  timezone,
  editor,
  onEdit,
  onDelete,
}: {
  watch: Watch | undefined;
  timezone: string | undefined;
  editor: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  if (!watch) {
    return (
      <Card withBorder radius="md" padding="md" aria-busy>
        <Skeleton h={24} w="40%" mb="sm" />
        <Skeleton h={16} w="60%" mb={8} />
        <Skeleton h={16} w="30%" />
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid="watch-header">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={8} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="xl" style={{ wordBreak: 'break-word' }} data-testid="watch-title">
              {watch.name}
            </Title>
            {watch.counting && <CountingBadge />}
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <WatchKindBadge kind={watch.kind} />
            <Text
              size="sm"
              fw={500}
              style={{ wordBreak: 'break-word', minWidth: 0 }}
              data-testid="watch-target"
            >
              {watch.targetLabel}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('watches.detail.engines')}
            </Text>
            <WatchEngineBadges engines={watch.engines} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('watches.detail.created', { day: date(watch.createdAt, timezone) })}
          </Text>
        </Stack>
        {editor && (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={onEdit}
              data-testid="watch-edit"
            >
              {t('watches.detail.edit')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              data-testid="watch-delete"
            >
              {t('watches.detail.delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}
