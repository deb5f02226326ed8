import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatDetail } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { readableUrl } from '../../lib/format.ts';

/**
 * What the engine searched before answering (its fan-out, in order) and the pages it read, each marked cited or
 * read only — a page read but never cited is where content could win a citation. Engines whose responses do not say
 * (the Google engines through SerpApi, answers collected before fan-out was kept) show a line saying so.
 */
export function ChatSearches({ searchQueries, retrieved }: Pick<ChatDetail, 'searchQueries' | 'retrieved'>) {
  const { t } = useTranslation();
  const readOnly = retrieved.filter((p) => !p.cited).length;
  return (
    <Paper withBorder p="md" radius="md" data-testid="chat-searches">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('chats.searches')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('chats.searchesCount', { count: searchQueries.length })}
        </Text>
      </Group>
      {searchQueries.length === 0 && retrieved.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="chat-no-searches">
          {t('chats.noSearches')}
        </Text>
      ) : (
        <Stack gap="sm">
          {searchQueries.length > 0 && (
            <List size="sm" spacing={4} type="ordered" data-testid="chat-search-queries">
              {searchQueries.map((query) => (
                <List.Item key={query} data-testid="chat-search-query">
                  {query}
                </List.Item>
              ))}
            </List>
          )}
          {retrieved.length > 0 && (
            <Stack gap={6}>
              <Text size="xs" c="dimmed">
                {t('chats.retrievedSummary', { count: retrieved.length, readOnly })}
              </Text>
              {retrieved.map((page) => (
                <Group
                  key={page.url}
                  gap={6}
                  wrap="nowrap"
                  align="flex-start"
                  data-testid="chat-retrieved-page"
                  data-cited={page.cited}
                >
                  <Badge
                    size="xs"
                    variant={page.cited ? 'filled' : 'light'}
                    color={page.cited ? 'indigo' : 'gray'}
                    style={{ flexShrink: 0 }}
                  >
                    {t(page.cited ? 'chats.cited' : 'chats.readOnly')}
                  </Badge>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      href={page.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      lineClamp={1}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {page.title || readableUrl(page.url)}
                    </Anchor>
                    {page.domain && (
                      <Text size="xs" c="dimmed">
                        {page.domain}
                      </Text>
                    )}
                  </Stack>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
