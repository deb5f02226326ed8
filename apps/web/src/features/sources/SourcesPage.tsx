import { Group, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ContentTypeId, contentTypeIds, type SourceTypeId, sourceTypeIds } from '@sightline/contracts';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceCalls } from '../../lib/api/source-calls.ts';
import { count, date } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { DataTable, type SortStatus } from '../../ui/data-table/DataTable.tsx';
import { loadEveryRow } from '../../ui/data-table/load-every-row.ts';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { LazyTypeMultiSelect } from './lazy-type-multi-select.tsx';
import { ParentDomainChip } from './ParentDomain.tsx';
import { PromptSourceContext } from './PromptSourceContext.tsx';
import { useSourceReport } from './SourceDetailParts.tsx';
import { sourceDomainColumns } from './SourceDomainsTable.tsx';
import { SourceTypesCharts } from './SourceTypesCharts.tsx';
import { sourceUrlColumns } from './SourceUrlsTable.tsx';
import { registerSourceDetailStrings } from './source-detail-strings.ts';
import {
  sourceDomainsQuery,
  sourceReadingQuery,
  sourceSparklinesQuery,
  sourceTablePageSize,
  sourceUrlsQuery,
} from './source-queries.ts';
import { type SourceSearch, validateSourceSearch } from './source-search.ts';
import { serverSorted, sortParamOf, sortStatusOf } from './source-table-sort.ts';
import { registerSourcesStrings } from './sources-strings.ts';

registerSourcesStrings(i18n);
registerSourceDetailStrings(i18n);

/**
 * `/projects/sources` (and `/prompts/{id}/sources`, the same for one prompt): the domains, or the pages, the engines cite over the URL's range and filters, with a text
 * search, source types (as corrected) and the gap (cited beside competitors, never beside the own brand) — all in the
 * URL, the tab too — and each one's shares, rate over n, position and change against the period before; the tables
 * sort and export.
 */
export function SourcesPage({ promptDocumentId }: { promptDocumentId?: string } = {}) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const search = validateSourceSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const filter = promptDocumentId
    ? { ...reportFilterOf(search), prompts: [promptDocumentId] }
    : reportFilterOf(search);
  const id = project?.documentId ?? '';
  const report = useSourceReport(id, filter);
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  const setSearch = (change: Partial<SourceSearch>) =>
    void navigate({
      to: '.',
      // Another filter, sort or tab starts from the first page.
      search: (prev: Record<string, unknown>) => ({ ...prev, page: undefined, ...change }),
      replace: true,
    });
  // The text box writes the URL once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the debounced text writes the URL
  useEffect(() => {
    if ((debounced.trim() || undefined) !== search.q) setSearch({ q: debounced.trim() || undefined });
  }, [debounced]);
  const pagesView = search.view === 'pages';
  const sort = search.sort ?? 'citations:desc';
  const table = {
    q: search.q,
    parent: search.parent,
    sourceTypes: search.types,
    gap: search.gap,
    sort,
    page: search.page ?? 1,
  };
  const pageTable = { ...table, contentTypes: search.contentTypes };
  const domains = useQuery({
    ...sourceDomainsQuery(id, filter, table),
    enabled: Boolean(project) && !pagesView,
    placeholderData: keepPreviousData,
  });
  const pages = useQuery({
    ...sourceUrlsQuery(id, filter, pageTable),
    enabled: Boolean(project) && pagesView,
    placeholderData: keepPreviousData,
  });
  const shown = pagesView ? pages : domains;
  const meta = shown.data?.meta;
  const n = meta?.n ?? 0;
  const shownDomains = useMemo(() => (domains.data?.data ?? []).map((d) => d.domain), [domains.data]);
  const sparklines = useQuery({
    ...sourceSparklinesQuery(id, filter, shownDomains),
    enabled: Boolean(project) && !pagesView && shownDomains.length > 0,
  });
  const reading = useQuery({
    ...sourceReadingQuery(id, filter, shownDomains),
    enabled: Boolean(project) && !pagesView && shownDomains.length > 0,
  });
  const domainColumns = useMemo(
    () => sourceDomainColumns(t, n, promptDocumentId, sparklines.data, reading.data),
    [t, n, promptDocumentId, sparklines.data, reading.data],
  );
  const pageColumns = useMemo(() => sourceUrlColumns(t, n), [t, n]);
  const shownLine = meta && (
    <Text size="xs" c="dimmed" data-testid="sources-shown">
      {t('sources.shown', { total: count(meta.pagination.total) })}
    </Text>
  );
  // The server sorts and pages: the sort and page live in the URL (a change of sort goes back to page 1).
  const serverTable = {
    page: meta?.pagination.page ?? table.page,
    pageSize: meta?.pagination.pageSize ?? sourceTablePageSize,
    totalRecords: meta?.pagination.total ?? 0,
    onPageChange: (page: number) => setSearch({ page: page > 1 ? page : undefined }),
    sortStatus: sortStatusOf(sort),
    onSortStatusChange: (next: SortStatus) =>
      setSearch({ sort: sortParamOf(next, sortStatusOf(sort)), page: undefined }),
  };
  return (
    <ReportScreen
      titleKey={promptDocumentId ? 'routes.source' : 'routes.projectSources'}
      report={report}
      testIdPrefix="sources"
      simulatedText={t('sources.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        <>
          {promptDocumentId && <PromptSourceContext promptDocumentId={promptDocumentId} />}
          {meta && (
            <Text size="sm" c="dimmed" data-testid="sources-summary">
              {t('sources.summary', {
                n: count(meta.n),
                citations: count(meta.citations),
                from: date(meta.previous.from),
                to: date(meta.previous.to),
                previousN: count(meta.previous.n),
              })}
            </Text>
          )}
        </>
      }
    >
      {project && <SourceTypesCharts projectDocumentId={id} filter={filter} />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('sources.search')}
          leftSection={<IconSearch size={14} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
          data-testid="sources-search"
        />
        <LazyTypeMultiSelect
          label={t('sources.types')}
          placeholder={t('sources.typesPlaceholder')}
          data={sourceTypeIds.map((type) => ({ value: type, label: t(`sourceTypes.${type}`) }))}
          value={search.types ?? []}
          onChange={(values) => setSearch({ types: values.length ? (values as SourceTypeId[]) : undefined })}
          testId="sources-types"
        />
        {pagesView && (
          <LazyTypeMultiSelect
            label={t('sources.contentTypesFilter')}
            placeholder={t('sources.typesPlaceholder')}
            data={contentTypeIds.map((type) => ({
              value: type,
              label: t(`contentTypes.${type}`, { defaultValue: type }),
            }))}
            value={search.contentTypes ?? []}
            onChange={(values) =>
              setSearch({ contentTypes: values.length ? (values as ContentTypeId[]) : undefined })
            }
            testId="sources-content-types"
          />
        )}
        <Switch
          label={t('sources.gap')}
          checked={search.gap ?? false}
          onChange={(e) => setSearch({ gap: e.currentTarget.checked || undefined })}
          data-testid="sources-gap"
        />
        {search.parent && (
          <ParentDomainChip domain={search.parent} onClear={() => setSearch({ parent: undefined })} />
        )}
      </Group>
      <Tabs
        value={pagesView ? 'pages' : 'domains'}
        onChange={(value) => setSearch({ view: value === 'pages' ? 'pages' : undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="domains" data-testid="sources-tab-domains">
            {t('sources.tabDomains')}
          </Tabs.Tab>
          <Tabs.Tab value="pages" data-testid="sources-tab-pages">
            {t('sources.tabPages')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {shown.isError ? (
        <ReportFailure
          error={shown.error}
          onRetry={() => void shown.refetch()}
          retrying={shown.isFetching}
          testId="sources-table-error"
        />
      ) : pagesView ? (
        <DataTable
          records={pages.data?.data ?? []}
          {...serverTable}
          exportRows={() =>
            loadEveryRow((page) => sourceCalls.urls(id, filter, { ...pageTable, page, pageSize: 100 }))
          }
          fetching={pages.isFetching}
          columns={serverSorted(pageColumns)}
          rowKey={(u) => u.normalizedUrl}
          loading={pages.isPending}
          emptyText={t('sources.pagesEmpty')}
          exportName={t('sources.pagesExport')}
          testId="source-urls-table"
          rowTestId="source-url-row"
          title={
            <Stack gap={0}>
              <Text fw={600}>{t('sources.pages')}</Text>
              <Text size="xs" c="dimmed" maw={560}>
                {t('sources.pagesHint')}
              </Text>
              {shownLine}
            </Stack>
          }
        />
      ) : (
        <DataTable
          records={domains.data?.data ?? []}
          {...serverTable}
          exportRows={() =>
            loadEveryRow((page) => sourceCalls.domains(id, filter, { ...table, page, pageSize: 100 }))
          }
          fetching={domains.isFetching}
          columns={serverSorted(domainColumns)}
          rowKey={(d) => d.domain}
          loading={domains.isPending}
          emptyText={t('sources.empty')}
          exportName={t('sources.export')}
          testId="source-domains-table"
          rowTestId="source-domain-row"
          title={
            <Stack gap={0}>
              <Text fw={600}>{t('sources.domains')}</Text>
              <Text size="xs" c="dimmed" maw={560}>
                {t('sources.domainsHint')}
              </Text>
              {shownLine}
            </Stack>
          }
        />
      )}
    </ReportScreen>
  );
}
