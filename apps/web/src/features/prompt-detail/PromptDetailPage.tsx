import { Alert, Box, Card, Stack, Text, Title } from '@mantine/core';
import type { EngineId, PromptBrand } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { count, engineName, localDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { AnswerList } from '../../ui/answer-list/AnswerList.tsx';
import { AnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FilterBar } from '../../ui/filter-bar/FilterBar.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { PromptBrandsTable } from './PromptBrandsTable.tsx';
import { PromptCollectButton } from './PromptCollectButton.tsx';
import { PromptEngineCards } from './PromptEngineCards.tsx';
import { PromptHeader } from './PromptHeader.tsx';
import { PromptRankChart } from './PromptRankChart.tsx';
import { PromptSearchesTable } from './PromptSearchesTable.tsx';
import { PromptVisibilityChart } from './PromptVisibilityChart.tsx';
import type { PromptFilter } from './prompt-detail-calls.ts';
import { promptReportQuery } from './prompt-detail-queries.ts';
import { registerPromptDetailStrings } from './prompt-detail-strings.ts';

registerPromptDetailStrings(i18n);

/** The answers a drawer shows: those naming a brand, or those of an engine. */
type Drill = { brand: PromptBrand } | { engine: EngineId };

/**
 * `/prompts/{id}`: one prompt over the URL's range and engines — its header (text, project, intent, tags, active,
 * collect now, its sources), n and the own brand's visibility per engine, that visibility per engine over time, each
 * brand's rank distribution and its table (visibility, mean rank, chances of being named first and in the top 3),
 * and the prompt's answers, each opening in the prompt's chat route. Every count leads to the answers behind it.
 * The prompt's project need not be the selected one: everything is read through the prompt.
 */
export function PromptDetailPage({ promptDocumentId }: { promptDocumentId: string }) {
  const { t } = useTranslation();
  const search = useReportSearch();
  const range = effectiveRange(search);
  const filter: PromptFilter = {
    from: range.from,
    to: range.to,
    ...(range.engines ? { engines: range.engines } : {}),
  };
  const report = useQuery(promptReportQuery(promptDocumentId, filter));
  const data = report.data;
  const projectDocumentId = data?.project.documentId;
  const colors = useBrandColors(projectDocumentId);
  const [drill, setDrill] = useState<Drill | null>(null);
  // The header's re-analysis progress is the selected project's: said here only when the prompt is of that project.
  const selected = useSession().selection.project?.documentId === projectDocumentId;

  if (report.error instanceof ApiError && report.error.status === 404) {
    return <EmptyState title={t('promptDetail.notFoundTitle')} text={t('promptDetail.notFoundText')} />;
  }
  const loading = report.isPending;
  const answersFilter = { ...filter, prompts: [promptDocumentId] };
  const body = report.isError ? (
    <ReportFailure
      error={report.error}
      onRetry={() => void report.refetch()}
      retrying={report.isFetching}
      testId="prompt-error"
    />
  ) : data && data.n === 0 ? (
    <EmptyState
      title={t('promptDetail.emptyTitle')}
      text={t('promptDetail.emptyText')}
      action={<PromptCollectButton prompt={data.prompt} project={data.project} size="md" />}
    />
  ) : (
    <Stack gap="md">
      {data?.simulated && (
        <Alert color="orange" variant="light" data-testid="prompt-simulated">
          {t('promptDetail.simulated')}
        </Alert>
      )}
      {selected && <ReanalysisNotice to={filter.to} />}
      {data && (
        <Text size="sm" c="dimmed" data-testid="prompt-summary">
          {t('promptDetail.summary', {
            from: localDate(data.from),
            to: localDate(data.to),
            n: count(data.n),
            noAnswers: count(data.noAnswers),
          })}
        </Text>
      )}
      <PromptEngineCards report={data} loading={loading} onShowAnswers={(engine) => setDrill({ engine })} />
      <PromptVisibilityChart report={data} loading={loading} />
      <PromptRankChart report={data} loading={loading} />
      <Box id="prompt-brands" style={{ scrollMarginTop: 72 }}>
        <PromptBrandsTable
          report={data}
          loading={loading}
          colorOf={colors.colorOf}
          onShowAnswers={(brand) => setDrill({ brand })}
        />
      </Box>
      <PromptSearchesTable promptDocumentId={promptDocumentId} filter={filter} />
      {projectDocumentId && (
        <Card withBorder radius="md" padding="md" id="prompt-answers" style={{ scrollMarginTop: 72 }}>
          <Title order={2} fz="md" fw={600}>
            {t('promptDetail.answers.title')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {t('promptDetail.answers.hint')}
          </Text>
          <AnswerList
            projectDocumentId={projectDocumentId}
            filter={answersFilter}
            promptDocumentId={promptDocumentId}
            cols={{ base: 1, md: 2 }}
          />
        </Card>
      )}
    </Stack>
  );
  return (
    <Stack gap="md">
      <PromptHeader promptDocumentId={promptDocumentId} report={data} search={search} />
      <FilterBar filters={['range', 'engines']} engines={data?.project.engines ?? []} />
      {body}
      {projectDocumentId && (
        <AnswerListDrawer
          opened={drill !== null}
          onClose={() => setDrill(null)}
          title={
            drill === null
              ? ''
              : 'brand' in drill
                ? t('promptDetail.brands.drawerTitle', { brand: drill.brand.name })
                : t('promptDetail.answers.engineTitle', { engine: engineName(t, drill.engine) })
          }
          projectDocumentId={projectDocumentId}
          filter={drill && 'engine' in drill ? { ...answersFilter, engines: [drill.engine] } : answersFilter}
          brand={drill && 'brand' in drill ? drill.brand.key : undefined}
          promptDocumentId={promptDocumentId}
        />
      )}
    </Stack>
  );
}
