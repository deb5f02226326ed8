import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { PromptSourceContext } from './PromptSourceContext.tsx';
import { SourceAnswersCard, SourceBreakdowns, SourceSeen, useSourceReport } from './SourceDetailParts.tsx';
import { SourceKpis } from './SourceKpis.tsx';
import { SourceTrendChart } from './SourceTrendChart.tsx';
import { SourceTypeCorrection } from './SourceTypeCorrection.tsx';
import { sourceUrlColumns } from './SourceUrlsTable.tsx';
import { registerSourceDetailStrings } from './source-detail-strings.ts';
import { useSourceFilter } from './source-filter.ts';
import { sourceDomainQuery, sourceUrlsQuery } from './source-queries.ts';
import { registerSourcesStrings } from './sources-strings.ts';

registerSourcesStrings(i18n);
registerSourceDetailStrings(i18n);

/**
 * One cited domain (`/projects/sources/{domain}`, and for one prompt `/prompts/{id}/sources/{domain}`): its numbers
 * over the URL's range and filters, its trend, the engines that cite it, the brands named beside it, its pages and the
 * answers citing it (each opens its chat view), a link to the domain over time (`/projects/sources/domains/{domain}`);
 * an editor corrects its source type for the whole history.
 */
export function SourceDomainPage({
  domain,
  promptDocumentId,
}: {
  domain: string;
  promptDocumentId?: string;
}) {
  const { t } = useTranslation();
  const { project, member } = useSession().selection;
  const filter = useSourceFilter(promptDocumentId);
  const search = useReportSearch();
  const id = project?.documentId ?? '';
  const enabled = Boolean(project);
  const report = useSourceReport(id, filter);
  const detail = useQuery({
    ...sourceDomainQuery(id, filter, domain),
    enabled,
    placeholderData: keepPreviousData,
  });
  const pages = useQuery({ ...sourceUrlsQuery(id, filter, { domain }), enabled });
  const data = detail.data?.data;
  const n = detail.data?.meta.n ?? 0;
  const pageColumns = useMemo(() => sourceUrlColumns(t, n), [t, n]);
  return (
    <ReportScreen
      titleKey="routes.source"
      report={report}
      testIdPrefix="source"
      simulatedText={t('sources.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        <Stack gap={4}>
          {promptDocumentId ? (
            <>
              <AnchorLink
                to="/prompts/$documentId/sources"
                params={{ documentId: promptDocumentId }}
                size="sm"
                data-testid="source-back"
              >
                {t('sourceDetail.back')}
              </AnchorLink>
              <PromptSourceContext promptDocumentId={promptDocumentId} />
            </>
          ) : (
            <AnchorLink to="/projects/sources" size="sm" data-testid="source-back">
              {t('sourceDetail.back')}
            </AnchorLink>
          )}
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={2} fz="xl" data-testid="source-domain">
              {domain}
            </Title>
            {data?.domain.owned && <Badge variant="filled">{t('sources.owned')}</Badge>}
            <AnchorLink
              to="/projects/sources/domains/$domain"
              params={{ domain }}
              search={search}
              size="sm"
              data-testid="source-over-time"
            >
              {t('sourceDetail.overTime')}
            </AnchorLink>
            {data && (data.domain.parentDomain !== domain || data.domain.citations === 0) && (
              // A platform's site leads to its domain's other sites; a domain no longer cited as a whole (naver.com,
              // since its pages are filed under blog.naver.com, cafe.naver.com, …) to the sites it holds.
              <AnchorLink
                to="/projects/sources"
                search={{ ...search, parent: data.domain.parentDomain }}
                size="sm"
                data-testid="source-parent-sites"
              >
                {t('sources.parentShow', { domain: data.domain.parentDomain })}
              </AnchorLink>
            )}
          </Group>
          <SourceSeen seen={data} citations={data?.domain.citations} neverKey="sourceDetail.neverSeen" />
        </Stack>
      }
    >
      {detail.isError ? (
        <ReportFailure
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          testId="source-detail-error"
        />
      ) : (
        <>
          {data && (
            <SourceTypeCorrection
              projectDocumentId={id}
              domain={domain}
              sourceType={data.domain.sourceType}
              corrected={data.domain.sourceTypeCorrected}
              role={member?.role}
            />
          )}
          <SourceKpis row={data?.domain} n={n} loading={detail.isPending} reading={data?.reading} />
          <SourceTrendChart projectDocumentId={id} filter={filter} source={{ domain }} />
          <SourceBreakdowns
            projectDocumentId={id}
            engines={data?.engines}
            brands={data?.brands}
            answersCiting={data?.domain.answersCiting ?? 0}
            loading={detail.isPending}
          />
          <DataTable
            rows={pages.data?.data ?? []}
            columns={pageColumns}
            rowKey={(u) => u.normalizedUrl}
            loading={pages.isPending}
            emptyText={t('sources.pagesEmpty')}
            exportName={`${domain}-${t('sources.pagesExport')}`}
            testId="source-domain-pages"
            rowTestId="source-url-row"
            title={
              <Stack gap={0}>
                <Text fw={600}>{t('sourceDetail.pages')}</Text>
                <Text size="xs" c="dimmed" maw={560}>
                  {t('sourceDetail.pagesHint')}
                </Text>
              </Stack>
            }
          />
          <SourceAnswersCard projectDocumentId={id} filter={filter} cited={{ domain }} />
        </>
      )}
    </ReportScreen>
  );
}
