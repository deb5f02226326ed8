import { Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { optimisationKinds } from '@sightline/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { EmptyReportState } from '../../ui/data-screen/EmptyReportState.tsx';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ReportFilterBar } from '../../ui/filter-bar/ReportFilterBar.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useSetSearch } from '../../ui/filter-bar/use-set-search.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { KindBadge } from './KindBadge.tsx';
import { KindFilter } from './KindFilter.tsx';
import { kindRule } from './kind-rules.ts';
import { OptimisationActions } from './OptimisationActions.tsx';
import { OptimisationSummary } from './OptimisationSummary.tsx';
import classes from './optimisation-print.module.css';
import { optimisationQuery } from './optimisation-queries.ts';
import { type OptimisationSearch, validateOptimisationSearch } from './optimisation-search.ts';
import { registerOptimisationStrings } from './optimisation-strings.ts';
import { PrintHeading } from './PrintHeading.tsx';
import { RecommendationCard } from './RecommendationCard.tsx';

registerOptimisationStrings(i18n);

/**
 * `/reports/optimisation`: what to do next, ranked by estimated impact in answers — prompts the competitors win,
 * domains to reach out to, content types that win an intent, owned pages losing citations, engines that name the
 * brand less — each with its evidence and links to the answers behind it, under the URL's filters and kind. Exports
 * CSV and prints (the frame, filters and buttons left out, every evidence block open).
 */
export function OptimisationPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const { kind, ...filters } = validateOptimisationSearch(
    useSearch({ strict: false }) as Record<string, unknown>,
  );
  const filter = reportFilterOf(filters);
  const id = project?.documentId ?? '';
  const report = useQuery({ ...optimisationQuery(id, filter), enabled: Boolean(project) });
  const { colorOf } = useBrandColors(project?.documentId);
  const setSearch = useSetSearch<Pick<OptimisationSearch, 'kind'>>();
  if (!project) return <DataScreen titleKey="routes.optimisation" />;
  const data = report.data;
  const all = data?.recommendations ?? [];
  const shown = kind ? all.filter((r) => r.kind === kind) : all;
  const topImpact = Math.max(0, ...all.map((r) => r.impact.answers));
  // Links keep the report's filters with its range written out, so the screens behind show the same days.
  const linkSearch = { ...filters, from: filter.from, to: filter.to };
  return (
    <Box className={classes.report} data-testid="optimisation-report">
      <ProjectHeader title={t('routes.optimisation')}>
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint}>
          <ReportFilterBar />
          <OptimisationActions
            projectDocumentId={id}
            filter={filter}
            disabled={!data || report.isError || data.n === 0}
          />
        </Group>
      </ProjectHeader>
      <PrintHeading from={filter.from} to={filter.to} filters={filters} kind={kind} />
      {report.isError ? (
        <ReportFailure
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
          testId="optimisation-error"
        />
      ) : data && data.n === 0 ? (
        <EmptyReportState reason={data.meta.empty} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" className={classes.noPrint}>
            {t('optimisation.intro')}
          </Text>
          {data?.simulated && (
            <Alert color="orange" variant="light" data-testid="optimisation-simulated">
              {t('optimisation.simulated')}
            </Alert>
          )}
          <ReanalysisNotice to={filter.to} />
          <OptimisationSummary report={data} />
          {data && all.length > 0 && (
            <KindFilter
              value={kind}
              onChange={(next) => setSearch({ kind: next })}
              recommendations={all}
              className={classes.noPrint}
            />
          )}
          {!data ? (
            [0, 1, 2].map((i) => (
              <Skeleton key={i} h={150} radius="md" data-testid="recommendation-loading" />
            ))
          ) : all.length === 0 ? (
            <Box data-testid="optimisation-empty">
              <EmptyState
                title={t('optimisation.emptyTitle')}
                text={t('optimisation.emptyText')}
                action={
                  <Stack gap="xs" maw={620}>
                    {optimisationKinds.map((k) => (
                      <Group key={k} gap="xs" wrap="nowrap" align="flex-start">
                        <KindBadge kind={k} />
                        <Text size="sm" c="dimmed">
                          {kindRule(k, data.meta.thresholds, t)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                }
              />
            </Box>
          ) : shown.length === 0 ? (
            <EmptyState
              title={t('optimisation.emptyKindTitle')}
              text={t('optimisation.emptyKindText')}
              action={
                <Button variant="light" onClick={() => setSearch({ kind: undefined })}>
                  {t('optimisation.showAll')}
                </Button>
              }
            />
          ) : (
            <Stack
              gap="sm"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              data-testid="recommendations"
            >
              {shown.map((r) => (
                <li key={`${r.kind}:${r.key}`}>
                  <RecommendationCard
                    recommendation={r}
                    meta={data.meta}
                    brand={project.brandName}
                    topImpact={topImpact}
                    search={linkSearch}
                    colorOf={colorOf}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
