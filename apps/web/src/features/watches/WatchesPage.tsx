import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { maxWatchesPerProject } from '@sightline/contracts/constants';
import { can } from '@sightline/contracts/permissions';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, localDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FilterBar } from '../../ui/filter-bar/FilterBar.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ownBrandKey, useBrandColors } from '../../ui/use-brand-colors.ts';
import { AlertRulesSection } from './AlertRulesSection.tsx';
import { WatchFormModal } from './lazy-watch-modals.ts';
import { useWatchRange } from './use-watch-range.ts';
import { WatchesSimulatedNotice } from './WatchesNotice.tsx';
import { WatchTable } from './WatchTable.tsx';
import { watchListQuery } from './watch-queries.ts';
import { registerWatchesStrings } from './watches-strings.ts';

registerWatchesStrings(i18n);

/**
 * `/projects/watches`: the selected project's watches over the URL's range — each one's hits, hit rate over n, the
 * tested change against the period before, hits per day and last hit — polled while a watch's past answers are still
 * being counted. Editors create watches here (at most `maxWatchesPerProject`); a row opens the watch.
 */
export function WatchesPage() {
  const { project, member } = useSession().selection;
  if (!project) return <DataScreen titleKey="routes.projectWatches" />;
  return (
    <WatchesOfProject
      projectDocumentId={project.documentId}
      editor={Boolean(member && can(member.role, 'editContent'))}
    />
  );
}

function WatchesOfProject({ projectDocumentId, editor }: { projectDocumentId: string; editor: boolean }) {
  const { t } = useTranslation();
  const range = useWatchRange();
  const list = useQuery({ ...watchListQuery(projectDocumentId, range), placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  const watches = list.data?.data ?? [];
  const meta = list.data?.meta;
  const max = meta?.maxWatches ?? maxWatchesPerProject;
  const full = watches.length >= max;
  const { project } = useSession().selection;
  const { competitors } = useBrandColors(projectDocumentId);
  // What a new alert rule may follow: a watch's hit rate, or a brand's visibility.
  const subjects = [
    ...watches.map((w) => ({
      value: `watch:${w.documentId}`,
      label: t('alertRules.subjectWatch', { name: w.name }),
    })),
    {
      value: `brand:${ownBrandKey}`,
      label: t('alertRules.subjectBrand', { name: project?.brandName ?? '' }),
    },
    ...competitors.map((c) => ({
      value: `brand:${c.documentId}`,
      label: t('alertRules.subjectBrand', { name: c.name }),
    })),
  ];
  const createButton = editor ? (
    <Tooltip label={t('watches.limitReached', { max: count(max) })} disabled={!full} withinPortal>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setCreating(true)}
        disabled={full || list.isPending}
        data-testid="watch-create"
      >
        {t('watches.create')}
      </Button>
    </Tooltip>
  ) : null;
  return (
    <>
      <ProjectHeader title={t('routes.projectWatches')}>
        <FilterBar filters={['range']} />
      </ProjectHeader>
      <Stack gap="md">
        <WatchesSimulatedNotice projectDocumentId={projectDocumentId} range={range} />
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={2} maw={720} style={{ flex: '1 1 280px' }}>
            <Text size="sm">{t('watches.intro')}</Text>
            {meta && (
              <Text size="xs" c="dimmed" data-testid="watches-summary">
                {t('watches.summary', {
                  from: localDate(meta.from),
                  to: localDate(meta.to),
                  previousFrom: localDate(meta.previousFrom),
                  previousTo: localDate(meta.previousTo),
                })}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {meta && watches.length > 0 && (
              <Text size="xs" c="dimmed" data-testid="watches-limit">
                {t('watches.limit', { n: count(watches.length), max: count(max) })}
              </Text>
            )}
            {watches.length > 0 && createButton}
          </Group>
        </Group>
        {!editor && (
          <Text size="xs" c="dimmed" data-testid="watches-viewer">
            {t('watches.viewerHint')}
          </Text>
        )}
        {list.isError ? (
          <ReportFailure
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            testId="watches-error"
          />
        ) : list.data && watches.length === 0 ? (
          <EmptyState title={t('watches.emptyTitle')} text={t('watches.emptyText')} action={createButton} />
        ) : (
          <WatchTable watches={watches} loading={list.isPending} />
        )}
        <AlertRulesSection projectDocumentId={projectDocumentId} subjects={subjects} editor={editor} />
      </Stack>
      <WatchFormModal
        projectDocumentId={projectDocumentId}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </>
  );
}
