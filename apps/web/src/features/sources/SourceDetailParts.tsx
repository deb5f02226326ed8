import { Card, Grid, Text } from '@mantine/core';
import type { RangedReportFilter, SourceBrandRow, SourceEngineRow } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { localDate } from '../../lib/format.ts';
import { AnswerList } from '../../ui/answer-list/AnswerList.tsx';
import { retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { SourceBrandsChart } from './SourceBrandsChart.tsx';
import { SourceEnginesChart } from './SourceEnginesChart.tsx';

/** The tracking report a source screen's frame rests on (its n, whether simulated answers are in it, its failure). */
export function useSourceReport(projectDocumentId: string, filter: RangedReportFilter) {
  return useQuery({
    queryKey: ['sources', 'report', projectDocumentId, filter] as const,
    queryFn: ({ signal }) => analyticsCalls.tracking(projectDocumentId, filter, {}, signal),
    retry: retryUnlessBadFilter,
    enabled: Boolean(projectDocumentId),
  });
}

/**
 * When the project's answers first and last cited a source (or that they never did), and a warning when the range
 * has none of its citations.
 */
export function SourceSeen({
  seen,
  citations,
  neverKey,
}: {
  seen: { firstSeen: string | null; lastSeen: string | null } | undefined;
  citations: number | undefined;
  neverKey: 'sourceDetail.neverSeen' | 'sourceDetail.unknownPage';
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" data-testid="source-seen">
        {seen
          ? seen.firstSeen && seen.lastSeen
            ? t('sourceDetail.seen', { first: localDate(seen.firstSeen), last: localDate(seen.lastSeen) })
            : t(neverKey)
          : '\u00a0'}
      </Text>
      {seen?.firstSeen && citations === 0 && (
        <Text size="sm" c="orange.8" data-testid="source-not-in-range">
          {t('sourceDetail.notInRange')}
        </Text>
      )}
    </>
  );
}

/** The answers citing a domain or a page, newest first, a page at a time; each opens in the domain's context. */
export function SourceAnswersCard({
  projectDocumentId,
  filter,
  cited,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
  cited: { domain: string } | { domain: string; url: string };
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="source-answers">
      <Text fw={600}>{t('sourceDetail.answers')}</Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('sourceDetail.answersHint')}
      </Text>
      <AnswerList
        projectDocumentId={projectDocumentId}
        filter={filter}
        cited={cited}
        limit={12}
        cols={{ base: 1, md: 2, xl: 3 }}
      />
    </Card>
  );
}

/** Side by side: the engines that cite a source against their n, and the brands named in the answers citing it. */
export function SourceBreakdowns({
  projectDocumentId,
  engines,
  brands,
  answersCiting,
  loading,
}: {
  projectDocumentId: string;
  engines: SourceEngineRow[] | undefined;
  brands: SourceBrandRow[] | undefined;
  answersCiting: number;
  loading: boolean;
}) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SourceEnginesChart engines={engines} loading={loading} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SourceBrandsChart
          projectDocumentId={projectDocumentId}
          brands={brands}
          answersCiting={answersCiting}
          loading={loading}
        />
      </Grid.Col>
    </Grid>
  );
}
