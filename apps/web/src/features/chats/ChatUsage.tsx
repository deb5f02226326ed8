import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChatDetail } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, duration, money } from '../../lib/format.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the answer cost: input and output tokens, money, and how long the engine took. */
export function ChatUsage({ chat }: { chat: ChatDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('chats.usage')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Figure label={t('chats.inputTokens')} value={count(chat.tokens.input)} testId="chat-tokens-in" />
        <Figure label={t('chats.outputTokens')} value={count(chat.tokens.output)} testId="chat-tokens-out" />
        <Figure label={t('chats.cost')} value={money(chat.cost)} testId="chat-cost" />
        <Figure label={t('chats.latency')} value={duration(chat.latencyMs)} testId="chat-latency" />
      </SimpleGrid>
    </Paper>
  );
}
