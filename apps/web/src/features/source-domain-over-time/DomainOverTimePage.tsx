import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { count, percent } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import type { SortStatus } from '../../ui/data-table/DataTable.tsx';
import { loadEveryRow } from '../../ui/data-table/load-every-row.ts';
import { serverSortParam, serverSortStatus } from '../../ui/data-table/server-sort.ts';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useSetSearch } from '../../ui/filter-bar/use-set-search.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { DomainBrands } from './DomainBrands.tsx';
import { DomainPromptsTable } from './DomainPromptsTable.tsx';
import { DomainShareChart } from './DomainShareChart.tsx';
import {
  domainOverTimeCall,
  domainOverTimeQuery,
  domainPromptsPageSize,
  everyPrompt,
} from './domain-over-time-queries.ts';
import { type DomainOverTimeSearch, validateDomainOverTimeSearch } from './domain-over-time-search.ts';
import { registerDomainOverTimeStrings, useDomainOverTimeText } from './domain-over-time-strings.ts';

registerDomainOverTimeStrings(i18n);

const defaultSort = 'answersCiting:desc';

/**
 * `/projects/sources/domains/{domain}`: one cited domain over time, across every prompt and engine of the URL's
 * range and filters — the share of answers citing it per period and engine, the tracked brands in the answers citing
 * it against their visibility, and the prompts whose answers cite it (each opens that prompt's view of the domain).
 * The answers themselves are on `/projects/sources/{domain}`, linked with the same filters.
 */
export function DomainOverTimePage({ domain }: { domain: string }) {
  const text = useDomainOverTimeText();
  const { project } = useSession().selection;
  const search = validateDomainOverTimeSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const setSearch = useSetSearch<Partial<DomainOverTimeSearch>>();
  const filter = everyPrompt(reportFilterOf(search));
  const id = project?.documentId ?? '';
  const sort = search.sort ?? defaultSort;
  const page = search.page ?? 1;
  const table = { sort, page, pageSize: domainPromptsPageSize };
  const options = { ...domainOverTimeQuery(id, filter, domain, table), enabled: Boolean(project) };
  const read = useQuery({ ...options, placeholderData: keepPreviousData });
  // The frame's view of the same read: its n, whether simulated answers are in it, why it is empty.
  const frame = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    select: (r) => ({ n: r.meta.n, simulated: r.data.simulated, empty: r.meta.empty }),
  });
  const data = read.data?.data;
  const noCiting = data !== undefined && data.share.denominator > 0 && data.share.numerator === 0;
  return (
    <ReportScreen
      titleKey="routes.source"
      report={frame}
      testIdPrefix="domain-over-time"
      simulatedText={text('simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        <Stack gap={4} data-testid="domain-over-time-summary">
          <AnchorLink to="/projects/sources" search={search} size="sm" data-testid="domain-over-time-back">
            {text('back')}
          </AnchorLink>
          <Group gap="sm" align="baseline" wrap="wrap">
            <Title order={2} fz="xl" data-testid="domain-over-time-domain">
              {domain}
            </Title>
            <Text c="dimmed" size="sm">
              {text('overTime')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" maw={720}>
            {text('lede')}
          </Text>
          <Group gap="md" wrap="wrap">
            {data && (
              <Text size="sm" data-testid="domain-over-time-share">
                {text('summary', {
                  x: count(data.share.numerator),
                  n: count(data.share.denominator),
                  share: percent(data.share.value),
                })}
              </Text>
            )}
            <AnchorLink
              to="/projects/sources/$domain"
              params={{ domain }}
              search={search}
              size="sm"
              data-testid="domain-over-time-answers"
            >
              {text('answersCitingLink')}
            </AnchorLink>
          </Group>
          {search.prompt && (
            <Text size="xs" c="orange.8" data-testid="domain-over-time-all-prompts">
              {text('allPrompts')}
            </Text>
          )}
        </Stack>
      }
    >
      {noCiting ? (
        <Alert color="gray" variant="light" data-testid="domain-over-time-empty">
          {text('empty')}
        </Alert>
      ) : (
        <>
          <DomainShareChart data={data} loading={read.isPending} />
          <DomainBrands projectDocumentId={id} data={data} loading={read.isPending} />
          <DomainPromptsTable
            domain={domain}
            prompts={data?.prompts ?? []}
            total={read.data?.meta.pagination.total ?? 0}
            page={page}
            pageSize={domainPromptsPageSize}
            sort={serverSortStatus(sort)}
            onPageChange={(next) => setSearch({ page: next > 1 ? next : undefined })}
            onSortChange={(next: SortStatus) => {
              const written = serverSortParam(next, serverSortStatus(sort), ['text']);
              setSearch({ sort: written === defaultSort ? undefined : written, page: undefined });
            }}
            exportRows={() =>
              loadEveryRow((p) =>
                domainOverTimeCall(id, filter, domain, { sort, page: p, pageSize: 100 }).then((r) => ({
                  data: r.data.prompts,
                  meta: r.meta,
                })),
              )
            }
            loading={read.isPending}
            fetching={read.isFetching}
          />
        </>
      )}
    </ReportScreen>
  );
}
