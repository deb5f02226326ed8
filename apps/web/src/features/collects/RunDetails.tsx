import { Stack, Text } from '@mantine/core';
import { type CollectChat, type CollectRun, engineErrorKinds } from '@sightline/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../lib/format.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/** The error kinds the server records: the engines' kinds, plus `internal` for a fault of the server itself. */
const knownKinds = new Set<string>([...engineErrorKinds, 'internal']);

/** An error kind's short name (`auth` → "API key missing or refused"); an unknown kind as it is. */
export function useErrorKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => (knownKinds.has(kind) ? t(`runErrorKind.${kind}` as ParseKeys) : kind);
}

/**
 * Everything about one run: status, attempts (and interrupted ones), error kind and message, cost, times in the
 * project's timezone, whether it is simulated; with `withLinks`, the fix for a missing key (Organization → AI engines).
 */
export function RunDetails({
  run,
  chat,
  timezone,
  withLinks = false,
}: {
  run: CollectRun;
  chat: CollectChat | undefined;
  timezone: string;
  withLinks?: boolean;
}) {
  const { t } = useTranslation();
  const kindLabel = useErrorKindLabel();
  return (
    <Stack gap={4} data-testid="run-details">
      <Text size="sm" fw={600}>
        {run.prompt.text}
      </Text>
      <Text size="xs">
        {t(`collects.runStatus.${run.status}`)} · {t('collects.attempts', { count: run.attempts })}
        {run.interrupted > 0 && ` · ${t('collects.interrupted', { count: run.interrupted })}`}
      </Text>
      {run.interrupted > 0 && <Text size="xs">{t('collects.interruptedHint')}</Text>}
      {run.errorKind && (
        <Text size="xs" fw={600}>
          {t('collects.errorKind')}: {kindLabel(run.errorKind)}
        </Text>
      )}
      {run.error && (
        <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {run.error}
        </Text>
      )}
      {run.needsEngineConnection && (
        <Text size="xs" fw={600}>
          {t('collects.needsConnectionCell')}
        </Text>
      )}
      {run.needsEngineConnection && withLinks && (
        <AnchorLink to="/organization/engines" size="xs" data-testid="run-fix-link">
          {t('collects.openEngines')}
        </AnchorLink>
      )}
      <Text size="xs">
        {t('collects.cost')}: {money(run.cost)}
      </Text>
      {run.startedAt && (
        <Text size="xs">
          {t('collects.started')}: {dateTime(run.startedAt, timezone)}
        </Text>
      )}
      {run.finishedAt && (
        <Text size="xs">
          {t('collects.finished')}: {dateTime(run.finishedAt, timezone)}
        </Text>
      )}
      {chat?.simulated && (
        <Text size="xs" fw={600}>
          {t('collects.simulatedRun')}
        </Text>
      )}
      <Text size="xs" fs="italic">
        {run.chatId ? t('collects.openChat') : t('collects.noChat')}
      </Text>
    </Stack>
  );
}
