import { Stack } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { answerListKeys } from '../../ui/answer-list/answer-list-keys.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FilterBar } from '../../ui/filter-bar/FilterBar.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { AlertRulesSection } from './AlertRulesSection.tsx';
import { WatchDeleteModal, WatchFormModal } from './lazy-watch-modals.ts';
import { useRangeSearch, useWatchRange } from './use-watch-range.ts';
import { WatchAnswers } from './WatchAnswers.tsx';
import { WatchesSimulatedNotice } from './WatchesNotice.tsx';
import { WatchHeader } from './WatchHeader.tsx';
import { WatchHitsChart } from './WatchHitsChart.tsx';
import { WatchKpis } from './WatchKpis.tsx';
import { watchDetailQuery } from './watch-queries.ts';
import { registerWatchesStrings } from './watches-strings.ts';

registerWatchesStrings(i18n);

/**
 * `/projects/watches/{id}`: one watch of the selected project over the URL's range — what it follows, its hits, hit
 * rate over n with the tested change, its hits over the whole history and its last hit, its hits per day stacked by
 * engine, and the answers it matched (each opening in the watch's chat route). Editors change or delete it here. A
 * watch that is not the project's is the not-found state.
 */
export function WatchDetailPage({ watchDocumentId }: { watchDocumentId: string }) {
  const { project, member } = useSession().selection;
  if (!project) return <DataScreen titleKey="routes.watchesDetail" />;
  return (
    <WatchDetail
      projectDocumentId={project.documentId}
      timezone={project.timezone}
      watchDocumentId={watchDocumentId}
      editor={Boolean(member && can(member.role, 'editContent'))}
    />
  );
}

function WatchDetail({
  projectDocumentId,
  timezone,
  watchDocumentId,
  editor,
}: {
  projectDocumentId: string;
  timezone: string;
  watchDocumentId: string;
  editor: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const range = useWatchRange();
  const search = useRangeSearch();
  const detail = useQuery({
    ...watchDetailQuery(projectDocumentId, watchDocumentId, range),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const watch = detail.data?.data;
  // Once its past answers are counted, its answer list (read while counting) is read again.
  const counting = useRef(watch?.counting);
  useEffect(() => {
    if (counting.current && watch && !watch.counting)
      void queryClient.invalidateQueries({ queryKey: answerListKeys.project(projectDocumentId) });
    counting.current = watch?.counting;
  }, [watch, queryClient, projectDocumentId]);

  const back = (
    <AnchorLink to="/projects/watches" search={search} size="sm" data-testid="watch-back">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('watches.detail.back')}
    </AnchorLink>
  );
  const header = (
    <ProjectHeader title={t('routes.watchesDetail')}>
      <FilterBar filters={['range']} />
    </ProjectHeader>
  );
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <>
        {header}
        <EmptyState
          title={t('watches.detail.notFoundTitle')}
          text={t('watches.detail.notFoundText')}
          action={
            <ButtonLink to="/projects/watches" search={search} variant="light" data-testid="watch-not-found">
              {t('watches.detail.back')}
            </ButtonLink>
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Stack gap="md">
        <div>{back}</div>
        <WatchesSimulatedNotice projectDocumentId={projectDocumentId} range={range} />
        {detail.isError && !watch ? (
          <ReportFailure
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
            testId="watch-error"
          />
        ) : (
          <>
            <WatchHeader
              watch={watch}
              timezone={timezone}
              editor={editor}
              onEdit={() => setEditing(true)}
              onDelete={() => setDeleting(true)}
            />
            <WatchKpis watch={watch} loading={detail.isPending} />
            <WatchHitsChart watch={watch} loading={detail.isPending} />
            {watch && (
              <AlertRulesSection
                projectDocumentId={projectDocumentId}
                watch={{ documentId: watch.documentId, name: watch.name }}
                subjects={[]}
                editor={editor}
              />
            )}
            <WatchAnswers
              projectDocumentId={projectDocumentId}
              watchDocumentId={watchDocumentId}
              range={range}
              brand={watch?.kind === 'brand' ? watch.target : undefined}
            />
          </>
        )}
      </Stack>
      {watch && editor && (
        <>
          <WatchFormModal
            projectDocumentId={projectDocumentId}
            watch={watch}
            opened={editing}
            onClose={() => setEditing(false)}
          />
          <WatchDeleteModal
            projectDocumentId={projectDocumentId}
            watch={watch}
            opened={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate({ to: '/projects/watches', search })}
          />
        </>
      )}
    </>
  );
}
