import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AlertFacts, Notification } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { dateTime, localDate, percent } from '../lib/format.ts';

/**
 * The window an alert read and the evidence it stood on: "Nov 22, 2026 to Nov 28, 2026: 7 of 7 days collected,
 * 1,079 answers", naming the days that had no collect at all (an alert sent before completeness was recorded names
 * its answers only).
 */
function useWindowText() {
  const { t } = useTranslation();
  return (facts: AlertFacts) => {
    const window = { from: localDate(facts.from), to: localDate(facts.to), n: facts.n };
    const c = facts.completeness;
    if (!c) return t('notifications.ofAnswers', window);
    const days = { ...window, days: c.days, complete: c.daysComplete, missed: c.daysMissed };
    return c.daysMissed > 0 ? t('notifications.collectedMissed', days) : t('notifications.collected', days);
  };
}

/**
 * One alert in the notification centre: the rule, what it saw and on how much evidence; a withdrawn alert says so,
 * with the numbers the same window shows now (docs/features/watches-alerts.md).
 */
export function AlertNotificationLine({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const windowText = useWindowText();
  const { facts, withdrawn } = item.alert;
  const summary = t(`notifications.${facts.condition}`, {
    subject: facts.subject,
    rate: percent(facts.rate),
    previous: percent(facts.previousRate),
    threshold: percent(facts.threshold),
    successes: facts.successes,
    previousSuccesses: facts.previousSuccesses,
  });
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
        {/* The rule's name may take two lines; the withdrawn badge is never cut. */}
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
          <Text size="sm" fw={item.read ? 400 : 600} lineClamp={2} title={item.alert.rule}>
            {item.alert.rule}
          </Text>
          {withdrawn && (
            <Badge
              size="xs"
              color="gray"
              variant="light"
              style={{ flexShrink: 0, overflow: 'visible' }}
              mt={3}
              data-testid="notification-withdrawn"
            >
              {t('notifications.withdrawn')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {dateTime(withdrawn?.at ?? item.createdAt)}
        </Text>
      </Group>
      <Text size="sm" td={withdrawn ? 'line-through' : undefined} c={withdrawn ? 'dimmed' : undefined}>
        {summary}
      </Text>
      {withdrawn && (
        <Text size="sm" data-testid="notification-withdrawn-now">
          {t('notifications.withdrawnNow', {
            subject: withdrawn.facts.subject,
            rate: percent(withdrawn.facts.rate),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {item.alert.project.name} · {windowText(withdrawn?.facts ?? facts)}
      </Text>
    </Stack>
  );
}
