import { Button, Tooltip } from '@mantine/core';
import type { CollectReadinessResponse, EngineId } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { calendarDay } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { registerCollectRefusalStrings } from '../collect-refusal-strings.ts';
import { projectCalls } from '../project-calls.ts';
import { projectKeys } from '../project-keys.ts';
import { useProjectSaved } from '../use-project.ts';
import { CollectPreflightModal } from './CollectPreflightModal.tsx';
import { collectRefusal } from './collect-refusal.ts';
import { useFollowCollect } from './use-follow-collect.tsx';

registerCollectRefusalStrings(i18n);

type Readiness = CollectReadinessResponse['data'];

/**
 * "Collect now" for an active project (editors and above). It first reads which engines have credentials: all of
 * them → it plans today's collect at once; else a dialog lists the engines without a key and offers to connect one,
 * to switch the project to the simulator, or to collect only the engines with keys. The started collect is then
 * followed until its runs end (see useFollowCollect). A refusal (a collect still running or just run, or the
 * organization's daily quota used up) is explained in the interface language; any other failure shows the API's
 * message.
 */
export function CollectNowButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const queryClient = useQueryClient();
  const saved = useProjectSaved(project.documentId);
  const follow = useFollowCollect(project);
  const [preflight, setPreflight] = useState<Readiness | null>(null);

  const collect = useMutation({
    mutationFn: (engines?: EngineId[]) => projectCalls.collectNow(project.documentId, engines),
    onSuccess: (result) => {
      setPreflight(null);
      follow(result);
      notify({
        color: 'blue',
        title: t('projects.details.runNowStarted', { count: result.planned }),
        message: `${project.name} · ${calendarDay(result.day)}`,
      });
    },
    onError: (error) => {
      const refusal = collectRefusal(t, error, project.timezone);
      if (refusal) notify({ color: 'yellow', title: t('collectRefusal.refused'), message: refusal });
      else notify({ color: 'red', title: t('errors.requestFailed'), message: error.message });
    },
  });
  const check = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        queryKey: projectKeys.readiness(project.documentId),
        queryFn: ({ signal }) => projectCalls.collectReadiness(project.documentId, signal),
        staleTime: 0,
      }),
    onSuccess: (readiness) => {
      if (readiness.engines.every((e) => e.ready)) collect.mutate(undefined);
      else setPreflight(readiness);
    },
    onError: (error) =>
      notify({ color: 'red', title: t('projects.collect.readinessFailed'), message: error.message }),
  });
  const simulate = useMutation({
    mutationFn: () => projectCalls.setSimulated(project.documentId, true),
    onSuccess: (updated) => {
      saved(updated);
      notify({ color: 'orange', title: t('projects.collect.switchedToSimulator'), message: project.name });
      collect.mutate(undefined);
    },
  });

  return (
    <>
      <Tooltip label={t('projects.details.runNowHint')} multiline w={260}>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={check.isPending || collect.isPending}
          disabled={!member || !can(member.role, 'editContent') || project.status !== 'active'}
          onClick={() => check.mutate()}
          data-testid="collect-now"
        >
          {t('projects.details.runNow')}
        </Button>
      </Tooltip>
      <CollectPreflightModal
        readiness={preflight}
        onClose={() => setPreflight(null)}
        onCollectReady={(engines) => collect.mutate(engines)}
        onUseSimulator={() => simulate.mutate()}
        busy={collect.isPending || simulate.isPending}
      />
    </>
  );
}
