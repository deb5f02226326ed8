import { Box, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Calendar } from '@mantine/dates';
// dayjs's Korean and English month and weekday names, which the calendar reads.
import '../../lib/calendar-dayjs.ts';
import type { CollectMonthDay } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../lib/format.ts';
import { CollectStatusLegend } from './CollectStatusLegend.tsx';
import { collectStatusColor, dayParams, todayIn } from './collect-status.ts';
import { collectMonthQuery } from './collects-keys.ts';
import { QueryFailure } from './QueryFailure.tsx';

/**
 * The month calendar of a project's collects: a dot per day with collects, coloured by how the day went (details
 * on hover), today marked in the project's timezone, months browsable (each fetched when shown); a day opens its route.
 */
export function CollectCalendar({
  documentId,
  day,
  timezone,
}: {
  documentId: string;
  /** The day shown by the route, `YYYY-MM-DD`. */
  day: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeMonth = `${day.slice(0, 7)}-01`;
  const [shown, setShown] = useState(routeMonth);
  useEffect(() => setShown(routeMonth), [routeMonth]);
  const [year = '', month = ''] = shown.split('-');
  const monthQuery = useQuery(collectMonthQuery(documentId, year, month));
  const byDay = new Map<string, CollectMonthDay>((monthQuery.data?.data ?? []).map((d) => [d.day, d]));
  const today = todayIn(timezone);

  const label = (summary: CollectMonthDay) =>
    t('collects.dayTooltip', {
      status: t(`collects.collectStatus.${summary.status}`),
      collects: count(summary.collects),
      planned: count(summary.planned),
      succeeded: count(summary.succeeded),
      failed: count(summary.failed),
      cost: money(summary.cost),
    });

  return (
    <Card withBorder padding="md" data-testid="collect-calendar">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            {t('collects.calendar')}
          </Title>
          {monthQuery.isFetching && <Loader size="xs" />}
        </Group>
        <Text size="xs" c="dimmed">
          {t('collects.calendarHint', { timezone })}
        </Text>
        <Box style={{ display: 'flex', justifyContent: 'center' }}>
          <Calendar
            date={shown}
            onDateChange={(date) => setShown(`${date.slice(0, 7)}-01`)}
            maxLevel="year"
            maxDate={today}
            hideOutsideDates
            highlightToday
            size="md"
            // The day's number as shown first (its name holds what it shows), then the date and what happened.
            getDayAriaLabel={(date) => {
              const summary = byDay.get(date);
              const number = Number(date.slice(8, 10));
              return summary
                ? t('collects.dayAria', { number, day: date, status: label(summary) })
                : t('collects.noCollectAria', { number, day: date });
            }}
            previousLabel={t('collects.previousMonth')}
            nextLabel={t('collects.nextMonth')}
            getDayProps={(date) => {
              const summary = byDay.get(date);
              return {
                selected: date === day,
                // "Today" is the project's day, not the browser's.
                'data-today': date === today || undefined,
                'data-date': date,
                'data-collect-status': summary?.status,
                onClick: () =>
                  void navigate({
                    to: '/projects/$documentId/collects/$year/$month/$day',
                    params: { documentId, ...dayParams(date) },
                    search: (prev: Record<string, unknown>) => prev,
                  }),
              };
            }}
            renderDay={(date) => {
              const summary = byDay.get(date);
              const number = Number(date.slice(8, 10));
              if (!summary) return number;
              return (
                <Tooltip label={label(summary)} multiline w={220} withArrow openDelay={150}>
                  <Stack component="span" gap={2} align="center">
                    <span>{number}</span>
                    <Box
                      component="span"
                      w={6}
                      h={6}
                      bg={`${collectStatusColor[summary.status]}.6`}
                      style={{ borderRadius: '50%', marginTop: -2 }}
                      aria-hidden
                    />
                  </Stack>
                </Tooltip>
              );
            }}
          />
        </Box>
        {monthQuery.isError && (
          <QueryFailure
            title={t('collects.monthFailed')}
            error={monthQuery.error}
            onRetry={() => void monthQuery.refetch()}
            retrying={monthQuery.isFetching}
          />
        )}
        <CollectStatusLegend />
      </Stack>
    </Card>
  );
}
