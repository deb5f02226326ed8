import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readableUrl } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ContentTypeCorrection } from './ContentTypeCorrection.tsx';
import { SourceAnswersCard, SourceBreakdowns, SourceSeen, useSourceReport } from './SourceDetailParts.tsx';
import { SourceKpis } from './SourceKpis.tsx';
import { DomainLink } from './SourceLinks.tsx';
import { SourcePromptsTable } from './SourcePromptsTable.tsx';
import { SourceTrendChart } from './SourceTrendChart.tsx';
import { registerSourceDetailStrings } from './source-detail-strings.ts';
import { useSourceFilter } from './source-filter.ts';
import { sourceUrlQuery } from './source-queries.ts';
import { registerSourcesStrings } from './sources-strings.ts';

registerSourcesStrings(i18n);
registerSourceDetailStrings(i18n);

/**
 * One cited page (`/projects/sources/urls/{url}`): its title, address and content type (an editor corrects it for the
 * whole history), its numbers over the URL's range and filters, its trend, engines, the brands named beside it, the
 * prompts whose answers cite it and those answers (each opens its chat view).
 */
export function SourceUrlPage({ url }: { url: string }) {
  const { t } = useTranslation();
  const { project, member } = useSession().selection;
  const filter = useSourceFilter();
  const id = project?.documentId ?? '';
  const enabled = Boolean(project);
  const report = useSourceReport(id, filter);
  const detail = useQuery({ ...sourceUrlQuery(id, filter, url), enabled, placeholderData: keepPreviousData });
  const data = detail.data?.data;
  const n = detail.data?.meta.n ?? 0;
  const page = data?.page;
  return (
    <ReportScreen
      titleKey="routes.source"
      report={report}
      testIdPrefix="source"
      simulatedText={t('sources.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        <Stack gap={4}>
          {page && (
            <DomainLink domain={page.domain}>
              {t('sourceDetail.backToDomain', { domain: page.domain })}
            </DomainLink>
          )}
          <Title order={2} fz="xl" lineClamp={2} data-testid="source-page-title">
            {page?.title || readableUrl(page?.url ?? url)}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Anchor
              href={page?.url ?? url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              lineClamp={1}
              style={{ wordBreak: 'break-all' }}
              data-testid="source-page-url"
            >
              {readableUrl(page?.url ?? url)}
            </Anchor>
            <IconExternalLink size={14} />
          </Group>
          <Group gap="xs">
            {page && (
              <Badge variant="light" color="gray">
                {t(`sourceTypes.${page.sourceType}` as 'sourceTypes.other', {
                  defaultValue: page.sourceType,
                })}
              </Badge>
            )}
          </Group>
          <SourceSeen seen={data} citations={page?.citations} neverKey="sourceDetail.unknownPage" />
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
          {page && data?.firstSeen && (
            <ContentTypeCorrection
              projectDocumentId={id}
              url={page.url}
              contentType={page.contentType}
              corrected={page.contentTypeCorrected}
              role={member?.role}
            />
          )}
          <SourceKpis row={page} n={n} loading={detail.isPending} />
          <SourceTrendChart projectDocumentId={id} filter={filter} source={{ url }} />
          <SourceBreakdowns
            projectDocumentId={id}
            engines={data?.engines}
            brands={data?.brands}
            answersCiting={page?.answersCiting ?? 0}
            loading={detail.isPending}
          />
          <SourcePromptsTable
            prompts={data?.prompts}
            domain={page?.domain ?? ''}
            loading={detail.isPending}
          />
          {page && (
            <SourceAnswersCard projectDocumentId={id} filter={filter} cited={{ domain: page.domain, url }} />
          )}
        </>
      )}
    </ReportScreen>
  );
}
