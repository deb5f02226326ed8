import { Button, Stack, Text } from '@mantine/core';
import type { RecentCollect, RunNowResponse } from '@sightline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { count } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { collectProgressKeys } from '../../../shell/collect-progress-keys.ts';
import { projectKeys } from '../project-keys.ts';
import { CollectFailureList } from './CollectFailureReason.tsx';
import { dayParams, isPending, recentCollectsQuery } from './recent-collects-query.ts';

type Started = RunNowResponse['data'];

/**
 * Follows a collect that "collect now" started: the project's newest collects are read again until it has no run
 * queued or running, then a notification says how it went — green with the answers collected, yellow when some runs
 * failed, red when all did, with the main reason — and opens its collect day. Returns the function to start
 * following a collect.
 */
export function useFollowCollect(project: Project) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<Started | null>(null);
  const recent = useQuery({ ...recentCollectsQuery(project.documentId), enabled: followed !== null });

  useEffect(() => {
    if (!followed) return;
    const collect = recent.data?.data.find((c) => c.documentId === followed.collect);
    if (!collect || isPending(collect)) return;
    setFollowed(null);
    // Every screen's numbers may have changed (tracking, the calendar, the header's progress): read them again.
    void queryClient.invalidateQueries();
    const openDay = () =>
      void navigate({
        to: '/projects/$documentId/collects/$year/$month/$day',
        params: dayParams(project.documentId, collect.day),
      });
    notify(resultNotification(t, project, collect, openDay));
  }, [followed, recent.data, navigate, project, t, queryClient]);

  return useCallback(
    (started: Started) => {
      setFollowed(started);
      void queryClient.invalidateQueries({ queryKey: projectKeys.recentCollects(project.documentId) });
      // The header's progress badge, idle until now, starts following the collect too.
      void queryClient.invalidateQueries({ queryKey: collectProgressKeys.project(project.documentId) });
    },
    [queryClient, project.documentId],
  );
}

function resultNotification(t: TFunction, project: Project, collect: RecentCollect, openDay: () => void) {
  const failed = collect.failed > 0 || collect.status === 'failed';
  const title = failed
    ? t('projects.collect.resultFailed', { failed: count(collect.failed), planned: count(collect.planned) })
    : t('projects.collect.resultOk', { n: count(collect.succeeded) });
  return {
    color: !failed ? 'teal' : collect.succeeded === 0 ? 'red' : 'yellow',
    title: <span data-testid="collect-result-title">{title}</span>,
    autoClose: failed ? 15_000 : 8000,
    message: (
      <Stack gap={6} align="flex-start" data-testid="collect-result" data-status={collect.status}>
        <Text size="sm">{project.name}</Text>
        <CollectFailureList failures={collect.failures} max={3} />
        <Button size="compact-sm" variant="light" onClick={openDay} data-testid="collect-result-open-day">
          {t('projects.collect.openDay')}
        </Button>
      </Stack>
    ),
  };
}
