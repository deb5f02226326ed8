import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { ChatSummary } from '@sightline/contracts';
import { IconCode } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { count, dateTime, decimal, money } from '../../lib/format.ts';
import { currentHref, trailFrom } from '../../ui/answer-trail/answer-trail.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import classes from './CompletionsTable.module.css';

const rowHeight = 44;

/**
 * Every answer of the filters in one scrolling table: only the rows in view are in the page (virtualized), so tens of
 * thousands scroll smoothly; the next page is asked for as the end comes into view. A row opens its chat; its raw
 * button shows the engine's response.
 */
export function CompletionsTable({
  rows,
  projectDocumentId,
  timezone,
  hasMore,
  loadingMore,
  onLoadMore,
  onRaw,
  colorOf,
}: {
  rows: readonly ChatSummary[];
  projectDocumentId: string;
  timezone: string | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRaw: (chat: ChatSummary) => void;
  colorOf: (key: string) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 20) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  // The answer view steps through these rows and goes back to them (their filters in the URL).
  const open = (chat: ChatSummary) =>
    void navigate({
      to: '/projects/$documentId/chats/$chatId',
      params: { documentId: projectDocumentId, chatId: chat.documentId },
      state: {
        answerTrail: trailFrom(
          currentHref(),
          rows.map((row) => row.documentId),
          chat.documentId,
        ),
      },
    });

  return (
    <div ref={viewport} className={classes.viewport} data-testid="completions-table">
      <div className={classes.grid} style={{ height: virtualizer.getTotalSize() + 40 }}>
        <div className={`${classes.row} ${classes.header}`}>
          <span className={classes.cell}>{t('completions.columns.collected')}</span>
          <span className={classes.cell}>{t('completions.columns.engine')}</span>
          <span className={classes.cell}>{t('completions.columns.prompt')}</span>
          <span className={classes.cell}>{t('completions.columns.brands')}</span>
          <span className={`${classes.cell} ${classes.number}`}>{t('completions.columns.sentiment')}</span>
          <span className={`${classes.cell} ${classes.number}`}>{t('completions.columns.citations')}</span>
          <span className={`${classes.cell} ${classes.number}`}>{t('completions.columns.tokens')}</span>
          <span className={`${classes.cell} ${classes.number}`}>{t('completions.columns.cost')}</span>
          <span className={classes.cell}>{t('completions.columns.raw')}</span>
        </div>
        {items.map((item) => {
          const chat = rows[item.index]!;
          const own = chat.brands.find((b) => b.own);
          return (
            // A click anywhere on the row opens its chat; the prompt is the row's link for the keyboard.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the prompt's link is the keyboard's way in
            // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut for the prompt's link
            <div
              key={chat.documentId}
              className={`${classes.row} ${classes.body}`}
              style={{ top: 40 + item.start, height: item.size }}
              onClick={() => open(chat)}
              data-testid="completion-row"
              data-chat={chat.documentId}
            >
              <span className={classes.cell}>
                <Text size="xs">{dateTime(chat.collectedAt, timezone)}</Text>
              </span>
              <span className={classes.cell}>
                <Group gap={4} wrap="nowrap">
                  <EngineLabel engine={chat.engine} size="xs" />
                  {chat.simulated && (
                    <Badge
                      size="xs"
                      color="orange"
                      variant="light"
                      title={t('completions.simulatedBadgeHint')}
                    >
                      {t('completions.simulatedBadge')}
                    </Badge>
                  )}
                </Group>
              </span>
              <span className={classes.cell} title={chat.prompt.text}>
                <AnchorLink
                  to="/projects/$documentId/chats/$chatId"
                  params={{ documentId: projectDocumentId, chatId: chat.documentId }}
                  c="inherit"
                  size="sm"
                  onClick={(e: MouseEvent) => e.stopPropagation()}
                >
                  {chat.prompt.text}
                </AnchorLink>
              </span>
              <span className={classes.cell}>
                {chat.status === 'no_answer' ? (
                  <Badge size="sm" color="gray" variant="light">
                    {t('completions.noAnswer')}
                  </Badge>
                ) : chat.brands.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('completions.notMentioned')}
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    {chat.brands.map((b) => (
                      <Badge
                        key={b.key}
                        size="sm"
                        variant={b.own ? 'filled' : 'light'}
                        color={colorOf(b.key)}
                        tt="none"
                      >
                        {b.rank}. {b.name}
                      </Badge>
                    ))}
                  </Group>
                )}
              </span>
              <span className={`${classes.cell} ${classes.number}`}>
                {own ? decimal(own.sentiment, 1) : '–'}
              </span>
              <span className={`${classes.cell} ${classes.number}`}>{count(chat.citations)}</span>
              <span className={`${classes.cell} ${classes.number}`}>
                {count(chat.inputTokens)} / {count(chat.outputTokens)}
              </span>
              <span className={`${classes.cell} ${classes.number}`}>
                {chat.cost === null ? (
                  <Text span size="xs" c="dimmed">
                    {t('completions.unknownCost')}
                  </Text>
                ) : (
                  money(chat.cost)
                )}
              </span>
              <span className={classes.cell}>
                <Tooltip label={t('completions.rawButton')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('completions.rawButton')}
                    onClick={(e) => {
                      e.stopPropagation();
                      onRaw(chat);
                    }}
                    data-testid="completion-raw"
                  >
                    <IconCode size={16} />
                  </ActionIcon>
                </Tooltip>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
