import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@sightline/contracts';
import { IconBell } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n.ts';
import { useSession } from '../lib/session/use-session.ts';
import { AlertNotificationLine } from './AlertNotificationLine.tsx';
import { notificationCalls, notificationKeys } from './notification-calls.ts';
import { registerNotificationStrings } from './notification-strings.ts';

registerNotificationStrings(i18n);

/** How often the unread count is asked for (a new alert shows within this). */
const pollMs = 60_000;

/**
 * The header's notification centre: a bell with the unread count (asked every minute), a list of the user's alerts,
 * newest first, each opening the screen with its evidence (and read on opening; a withdrawn alert is unread again),
 * "mark all read", and how the user wants alerts from the selected organization (in the app, by e-mail).
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const organizationId = useSession().selection.member?.organizationId;
  const list = useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam, signal }) => notificationCalls.list(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextBefore ?? undefined,
    refetchInterval: pollMs,
  });
  const settings = useQuery({
    queryKey: notificationKeys.settings(organizationId),
    queryFn: () => notificationCalls.settings(organizationId!),
    enabled: opened && organizationId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const read = useMutation({ mutationFn: notificationCalls.read, onSuccess: refresh });
  const save = useMutation({
    mutationFn: (data: { inApp: boolean; email: boolean }) =>
      notificationCalls.saveSettings(organizationId!, data),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(organizationId), data),
  });
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.meta.unread ?? 0;
  const open = (item: Notification) => {
    if (!item.read) read.mutate({ documentIds: [item.documentId] });
    setOpened(false);
    void navigate({ href: item.alert.path });
  };
  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" withinPortal>
      {/* The popover's target is the button itself (its aria-haspopup and aria-expanded belong on a button, not on
          the indicator's div around it). */}
      <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpened((o) => !o)}
            aria-label={
              unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')
            }
            data-testid="notifications-open"
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs" data-testid="notifications">
        <Group justify="space-between" mb={6}>
          <Text fw={600}>{t('notifications.title')}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={read.isPending}
            onClick={() => read.mutate({ all: true })}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <ScrollArea.Autosize mah={360}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs" data-testid="notifications-empty">
              {t('notifications.empty')}
            </Text>
          ) : (
            <Stack gap={4}>
              {items.map((item) => (
                <UnstyledButton
                  key={item.documentId}
                  onClick={() => open(item)}
                  p={6}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: item.read ? undefined : 'var(--mantine-color-blue-light)',
                  }}
                  data-testid="notification"
                  data-read={item.read}
                >
                  <AlertNotificationLine item={item} />
                </UnstyledButton>
              ))}
              {list.hasNextPage && (
                <Anchor component="button" size="sm" onClick={() => void list.fetchNextPage()}>
                  {t('notifications.loadMore')}
                </Anchor>
              )}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {organizationId !== undefined && settings.data && (
          <>
            <Divider my={6} />
            <Text size="xs" c="dimmed" mb={4}>
              {t('notifications.settings')}
            </Text>
            <Group gap="md">
              <Switch
                size="xs"
                label={t('notifications.inApp')}
                checked={settings.data.inApp}
                onChange={(e) => save.mutate({ ...settings.data!, inApp: e.currentTarget.checked })}
                data-testid="alerts-in-app"
              />
              <Switch
                size="xs"
                label={t('notifications.email')}
                checked={settings.data.email}
                onChange={(e) => save.mutate({ ...settings.data!, email: e.currentTarget.checked })}
                data-testid="alerts-email"
              />
            </Group>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
