import { Grid, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { CollectCalendar } from './CollectCalendar.tsx';
import { CollectCard } from './CollectCard.tsx';
import { CollectDayHeader } from './CollectDayHeader.tsx';
import { CollectDaySkeleton } from './CollectDaySkeleton.tsx';
import { todayIn } from './collect-status.ts';
import type { CollectDayParts } from './collects-calls.ts';
import { collectDayQuery, collectProjectQuery } from './collects-keys.ts';
import { registerCollectsStrings } from './collects-strings.ts';
import { DaySummary } from './DaySummary.tsx';
import { QueryFailure } from './QueryFailure.tsx';

registerCollectsStrings(i18n);

/**
 * `/projects/{id}/collects/{y}/{m}/{d}`: the month calendar of the project's collects beside the day's totals, then
 * each collect of the day with its run grid (prompt × engine × sample), each cell opening its chat.
 */
export function CollectDayPage({ documentId, parts }: { documentId: string; parts: CollectDayParts }) {
  const { t } = useTranslation();
  const project = useSuspenseQuery(collectProjectQuery(documentId)).data;
  const dayQuery = useQuery(collectDayQuery(documentId, parts));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const timezone = dayQuery.data?.meta.timezone ?? project.timezone;
  const collects = dayQuery.data?.data ?? [];
  return (
    <>
      <CollectDayHeader project={project} day={day} today={todayIn(timezone)} />
      <Stack gap="md" data-testid="collect-day">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 'content' }}>
            <CollectCalendar documentId={documentId} day={day} timezone={timezone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 'auto' }}>
            {dayQuery.isPending ? (
              <CollectDaySkeleton />
            ) : dayQuery.isError ? (
              <QueryFailure
                title={t('collects.loadFailed')}
                error={dayQuery.error}
                onRetry={() => void dayQuery.refetch()}
                retrying={dayQuery.isFetching}
              />
            ) : collects.length === 0 ? (
              <EmptyState
                title={t('collects.emptyTitle')}
                text={t('collects.emptyText', { time: project.scheduleTime, timezone })}
                action={
                  <ButtonLink to="/projects/$documentId" params={{ documentId }} variant="light">
                    {t('collects.openProject')}
                  </ButtonLink>
                }
              />
            ) : (
              <DaySummary collects={collects} />
            )}
          </Grid.Col>
        </Grid>
        {collects.map((collect) => (
          <CollectCard
            key={collect.documentId}
            documentId={documentId}
            collect={collect}
            timezone={timezone}
          />
        ))}
      </Stack>
    </>
  );
}
