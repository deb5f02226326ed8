import { Button, Stack, Text } from '@mantine/core';
import type { RecentCollect, RunNowResponse } from '@sightline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { collectProgressKeys } from '../../shell/collect-progress-keys.ts';
import { promptDetailCalls } from './prompt-detail-calls.ts';
import { promptDetailKeys } from './prompt-detail-queries.ts';

type Started = RunNowResponse['data'];

/** How often the project's newest collects are read while the one started is unfinished. */
const followEveryMs = 1500;

const unfinished = (collect: RecentCollect) => collect.status === 'scheduled' || collect.status === 'running';

/**
 * Follows a collect that "collect now" started on the prompt screen: the project's newest collects are read every
 * 1.5 s until it has no run to go; then every query of the app is read again (the report, the answers, the header's
 * progress) and a notification says how it went, with a way to its collect day. Returns the function that starts
 * following, and whether a collect is being followed.
 */
export function useFollowPromptCollect(projectDocumentId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState<Started | null>(null);
  const recent = useQuery({
    queryKey: promptDetailKeys.recentCollects(projectDocumentId),
    queryFn: ({ signal }) => promptDetailCalls.recentCollects(projectDocumentId, signal),
    enabled: followed !== null,
    refetchInterval: followed ? followEveryMs : false,
  });

  useEffect(() => {
    if (!followed) return;
    const collect = recent.data?.find((c) => c.documentId === followed.collect);
    if (!collect || unfinished(collect)) return;
    setFollowed(null);
    void queryClient.invalidateQueries();
    const [year = '', month = '', day = ''] = collect.day.split('-');
    const failed = collect.failed > 0 || collect.status === 'failed';
    notify({
      color: !failed ? 'teal' : collect.succeeded === 0 ? 'red' : 'yellow',
      autoClose: failed ? 15_000 : 8000,
      title: (
        <span data-testid="prompt-collect-result">
          {failed
            ? t('promptDetail.collect.finishedFailed', {
                failed: count(collect.failed),
                planned: count(collect.planned),
              })
            : t('promptDetail.collect.finishedOk', { n: count(collect.succeeded) })}
        </span>
      ),
      message: (
        <Stack gap={6} align="flex-start">
          {collect.failures[0]?.error && <Text size="xs">{collect.failures[0].error}</Text>}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() =>
              void navigate({
                to: '/projects/$documentId/collects/$year/$month/$day',
                params: { documentId: projectDocumentId, year, month, day },
              })
            }
          >
            {t('promptDetail.collect.openDay')}
          </Button>
        </Stack>
      ),
    });
  }, [followed, recent.data, queryClient, navigate, projectDocumentId, t]);

  const follow = useCallback(
    (started: Started) => {
      setFollowed(started);
      void queryClient.invalidateQueries({ queryKey: promptDetailKeys.recentCollects(projectDocumentId) });
      // The header's progress badge (when this is the selected project) starts following the collect too.
      void queryClient.invalidateQueries({ queryKey: collectProgressKeys.project(projectDocumentId) });
    },
    [queryClient, projectDocumentId],
  );
  return { follow, following: followed !== null };
}
