import { Anchor, Badge, Box, ColorSwatch, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ChatCitation } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { percent } from '../../lib/format.ts';
import { cssColor } from '../../ui/brand-colors.ts';
import classes from './ChatSources.module.css';

/**
 * The answer's sources, numbered as its `[n]` markers name them: page title and URL (opened outside Sightline),
 * domain, source and content type, the citation's share of the answer's impression, and the competitor it belongs to.
 */
export function ChatSources({
  citations,
  colorOf,
  brandName,
}: {
  citations: readonly ChatCitation[];
  colorOf: (brandKey: string) => string;
  brandName: (brandKey: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('chats.sources')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('chats.sourcesCount', { count: citations.length })}
        </Text>
      </Group>
      {citations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chats.noSources')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" className={classes.list} data-testid="chat-sources">
          {citations.map((c) => (
            <Box
              component="li"
              key={c.position}
              id={`source-${c.position}`}
              tabIndex={-1}
              className={classes.item}
              data-testid="chat-source"
              data-domain={c.domain}
            >
              <Text className={classes.number} fw={700} size="sm">
                {c.position}
              </Text>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Anchor
                  href={c.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  fw={500}
                  lineClamp={2}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {c.title || c.url}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end">
                  {c.url}
                </Text>
                <Group gap={6} wrap="wrap">
                  <Badge variant="outline" color="gray" size="sm" tt="none">
                    {c.domain}
                  </Badge>
                  <Badge
                    variant="light"
                    color={c.sourceType === 'owned' ? 'violet' : 'blue'}
                    size="sm"
                    tt="none"
                  >
                    {t(`chats.sourceTypes.${c.sourceType}`, { defaultValue: c.sourceType })}
                  </Badge>
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    {t(`contentTypes.${c.contentType}`, { defaultValue: c.contentType })}
                  </Badge>
                  {c.competitorKey && (
                    <Badge
                      variant="light"
                      color="gray"
                      size="sm"
                      tt="none"
                      leftSection={<ColorSwatch color={cssColor(colorOf(c.competitorKey))} size={8} />}
                      data-testid="chat-source-competitor"
                    >
                      {brandName(c.competitorKey) ?? t('chats.competitorSource')}
                    </Badge>
                  )}
                  {c.extracted && (
                    <Tooltip label={t('chats.extractedHint')}>
                      <Badge variant="dot" color="gray" size="sm" tt="none">
                        {t('chats.extracted')}
                      </Badge>
                    </Tooltip>
                  )}
                  <Tooltip label={t('chats.impressionHint')} multiline maw={280}>
                    <Text size="xs" c="dimmed">
                      {t('chats.impression')} {percent(c.impression)}
                    </Text>
                  </Tooltip>
                </Group>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
