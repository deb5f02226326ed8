import { Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChatDetail } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * What was asked, of which engine and model, when (in the project's timezone), which sample, and the collect day it
 * belongs to; simulated answers say so above everything else.
 */
export function ChatHeader({ chat, actions }: { chat: ChatDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const [year, month, day] = chat.collect.day.split('-') as [string, string, string];
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('chats.prompt')} · {chat.project.name}
          </Text>
          <Title order={1} fz="h3" data-testid="chat-prompt" style={{ overflowWrap: 'anywhere' }}>
            {chat.prompt.text}
          </Title>
        </Stack>
        {actions}
      </Group>
      {chat.simulated && (
        <Alert color="orange" variant="light" py="xs" data-testid="chat-simulated">
          {t('chats.simulated')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="xs">
        <Fact label={t('chats.engine')}>
          <span data-testid="chat-engine">
            <EngineLabel engine={chat.engine} />
          </span>
        </Fact>
        <Fact label={t('chats.model')}>
          <Text component="span" size="sm" ff="monospace" data-testid="chat-model">
            {chat.model}
          </Text>
        </Fact>
        <Fact label={t('chats.collectedAt')}>
          <span data-testid="chat-time" title={t('chats.timezone', { timezone: chat.project.timezone })}>
            {dateTime(chat.collectedAt, chat.project.timezone)}
          </span>{' '}
          <Text component="span" size="xs" c="dimmed">
            {t('chats.timezone', { timezone: chat.project.timezone })}
          </Text>
        </Fact>
        <Fact label={t('chats.day')}>
          <AnchorLink
            to="/projects/$documentId/collects/$year/$month/$day"
            params={{ documentId: chat.project.documentId, year, month, day }}
            title={t('chats.openDay', { day: chat.collect.day })}
            data-testid="chat-day"
          >
            {chat.collect.day}
          </AnchorLink>
        </Fact>
        <Fact label={t('chats.sampleLabel')}>
          <Badge variant="light" color="gray" tt="none" data-testid="chat-sample">
            {t('chats.sample', { n: chat.sampleIndex + 1 })}
          </Badge>
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
