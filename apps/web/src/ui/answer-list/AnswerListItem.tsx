import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChatSummary } from '@sightline/contracts';
import { IconQuote } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, dateTime, localDate, time } from '../../lib/format.ts';
import { currentHref, trailFrom } from '../answer-trail/answer-trail.ts';
import { EngineLabel } from '../EngineLabel.tsx';
import classes from './AnswerList.module.css';

/**
 * One answer of a list, as a link to its chat view: engine, local day and time, the prompt, the brands it names in
 * order (each in its colour), its citations and the start of the answer.
 */
export function AnswerListItem({
  projectDocumentId,
  chat,
  timezone,
  colorOf,
  highlight,
  sourceDomain,
  promptDocumentId,
  watch,
  trailIds,
}: {
  projectDocumentId: string;
  chat: ChatSummary;
  timezone: string | undefined;
  colorOf: (key: string) => string;
  /** A brand key whose badge is drawn filled (the brand the list is about). */
  highlight?: string | undefined;
  /** The list is of answers citing this domain: the chat opens in the domain's context (a way back to it). */
  sourceDomain?: string | undefined;
  /** The list is of this prompt's answers: the chat opens in the prompt's context (a way back to its screen). */
  promptDocumentId?: string | undefined;
  /** The list is of a watch's answers: the chat opens in the watch's context, with the list's range kept. */
  watch?: { documentId: string; from: string; to: string } | undefined;
  /** The answers of the list, in order: the answer view steps through them and goes back to the list. */
  trailIds?: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  // The answer counts for its local day; the time is the collect's instant in the project's timezone.
  const when = `${localDate(chat.day)} ${time(chat.collectedAt, timezone)}`;
  return (
    <Link
      {...(watch !== undefined
        ? {
            to: '/projects/watches/$documentId/chats/$chatId',
            params: { documentId: watch.documentId, chatId: chat.documentId },
            search: { from: watch.from, to: watch.to },
          }
        : sourceDomain !== undefined
          ? {
              to: '/projects/sources/$domain/chats/$chatId',
              params: { domain: sourceDomain, chatId: chat.documentId },
            }
          : promptDocumentId !== undefined
            ? {
                to: '/prompts/$documentId/chats/$chatDocumentId',
                params: { documentId: promptDocumentId, chatDocumentId: chat.documentId },
              }
            : {
                to: '/projects/$documentId/chats/$chatId',
                params: { documentId: projectDocumentId, chatId: chat.documentId },
              })}
      {...(trailIds
        ? { state: () => ({ answerTrail: trailFrom(currentHref(), trailIds, chat.documentId) }) }
        : {})}
      title={dateTime(chat.collectedAt, timezone)}
      data-testid="answer-list-item"
      data-chat={chat.documentId}
      className={classes.item}
    >
      {/* The link is named by what it shows (engine, time, prompt, brands), after where it leads. */}
      <VisuallyHidden>{t('answerList.openChat')}</VisuallyHidden>
      <Paper withBorder radius="md" p="sm" className={classes.card}>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <EngineLabel engine={chat.engine} size="xs" />
              {chat.simulated && chat.engine !== 'simulated' && (
                <Badge size="xs" color="orange" variant="light" title={t('answerList.simulatedHint')}>
                  {t('answerList.simulated')}
                </Badge>
              )}
              {chat.status === 'no_answer' && (
                <Badge size="xs" color="gray" variant="light">
                  {t('answerList.noAnswer')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" data-testid="answer-list-when">
              {when}
            </Text>
          </Group>
          <Text size="sm" fw={600} lineClamp={2} data-testid="answer-list-prompt">
            {chat.prompt.text}
          </Text>
          <Group gap={6} wrap="wrap" data-testid="answer-list-brands">
            {chat.brands.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('answerList.noBrands')}
              </Text>
            ) : (
              chat.brands.map((brand) => (
                <Badge
                  key={brand.key}
                  size="sm"
                  radius="sm"
                  color={colorOf(brand.key)}
                  variant={brand.key === highlight || (!highlight && brand.own) ? 'filled' : 'light'}
                  title={t('answerList.rank', { rank: brand.rank })}
                  data-brand={brand.key}
                  style={{ textTransform: 'none' }}
                >
                  {brand.rank}. {brand.name}
                </Badge>
              ))
            )}
            <Group gap={4} wrap="nowrap" ml="auto">
              <IconQuote size={14} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="xs" c="dimmed" data-testid="answer-list-citations">
                {t('answerList.citations', { formatted: count(chat.citations) })}
              </Text>
            </Group>
          </Group>
          {chat.excerpt && (
            <Text size="xs" c="dimmed" lineClamp={2} data-testid="answer-list-excerpt">
              {chat.excerpt}
            </Text>
          )}
        </Stack>
      </Paper>
    </Link>
  );
}
