import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { EngineId, PromptEngineTable, RangedReportFilter } from '@sightline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, engineName, percent, signedPoints } from '../../lib/format.ts';
import { AnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import { HeatCell } from '../../ui/charts/HeatCell.tsx';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { useFilters } from '../../ui/filter-bar/use-filters.ts';
import { IntentBadge } from '../../ui/IntentBadge.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import {
  chosenBrand,
  type HeatRow,
  type HeatValue,
  type Opportunity,
  promptEngineRows,
} from './prompt-engine-rows.ts';

interface Props {
  projectDocumentId: string;
  filter: RangedReportFilter;
  table: PromptEngineTable | undefined;
  loading: boolean;
  /** The URL's brand key (the own brand when absent or unknown). */
  brand: string | undefined;
  onBrandChange: (brand: string) => void;
}

const percentScale = { kind: 'sequential', min: 0, max: 1 } as const;

/**
 * The prompt × engine heat table: a row per prompt, a column per engine, each cell the chosen brand's visibility
 * with its n (not in the simple view), coloured on 0–100 %. Opens ordered by opportunity — the non-branded prompts
 * where the leading competitor is furthest ahead of the own brand first, branded ones last — and sortable by any
 * column, exportable as CSV (rates with their counts); a cell opens that prompt's answers on that engine.
 */
export function PromptEngineHeatTable({
  projectDocumentId,
  filter,
  table,
  loading,
  brand,
  onBrandChange,
}: Props) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  // A cell opens its answers: one engine's, or (the "all" column) every engine's of the filter.
  const [opened, setOpened] = useState<{ row: HeatRow; engine: EngineId | null } | null>(null);
  // The prompt's own screen keeps the period and filters (a prompt filter would only repeat the prompt).
  const { prompt: _prompt, ...promptSearch } = useFilters().filters;
  const brandKey = chosenBrand(table, brand);
  const rows = table ? promptEngineRows(table, brandKey) : [];
  const cellTitle = (cell: HeatValue) =>
    cell.n === 0
      ? t('trackingCharts.heatNoAnswers')
      : t('trackingCharts.heatCellTitle', { mentioning: count(cell.mentioning), n: count(cell.n) });
  const heat = (cell: HeatValue, onClick?: () => void, testId?: string) => (
    <HeatCell
      value={cell.value}
      scale={percentScale}
      label={cell.n === 0 ? '–' : percent(cell.value)}
      {...(simple ? {} : { detail: t('trackingCharts.heatN', { n: count(cell.n) }) })}
      title={cellTitle(cell)}
      {...(onClick && cell.n > 0 ? { onClick } : {})}
      {...(testId ? { testId } : {})}
    />
  );
  const counts = (column: string, of: (row: HeatRow) => HeatValue) => [
    { title: t('trackingCharts.heatMentioning', { column }), value: (row: HeatRow) => of(row).mentioning },
    {
      title: t('trackingCharts.heatSampleSize', { column }),
      value: (row: HeatRow) => of(row).n,
      statistic: true,
    },
  ];
  const opportunityTitle = ({ leader, own }: Opportunity) =>
    leader
      ? t('trackingCharts.heatOpportunityTitle', {
          leader: leader.name,
          leaderValue: percent(leader.visibility.value),
          leaderMentioning: count(leader.visibility.mentioning),
          leaderN: count(leader.visibility.n),
          ownValue: percent(own.value),
          ownMentioning: count(own.mentioning),
          ownN: count(own.n),
        })
      : undefined;
  const opportunityColumn: TableColumn<HeatRow> = {
    accessor: 'opportunity',
    title: t('trackingCharts.heatOpportunity'),
    help: t('trackingCharts.heatOpportunityHelp'),
    sortable: true,
    textAlign: 'center',
    width: 130,
    value: (row) => row.opportunity.gap,
    exportExtras: [
      {
        title: t('trackingCharts.heatOpportunityLeaderColumn'),
        value: (row) => row.opportunity.leader?.name ?? null,
      },
    ],
    render: ({ opportunity, branded }) =>
      opportunity.gap === null ? (
        <Text size="xs" c="dimmed">
          {branded ? t('trackingCharts.heatOpportunityBranded') : '–'}
        </Text>
      ) : (
        <Stack gap={0} align="center" title={opportunityTitle(opportunity)} data-testid="heat-opportunity">
          <Text size="sm" fw={600} c={opportunity.gap > 0 ? 'red.9' : 'teal.9'}>
            {signedPoints(opportunity.gap)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {opportunity.gap > 0 && opportunity.leader
              ? t('trackingCharts.heatOpportunityLeader', { leader: opportunity.leader.name })
              : t('trackingCharts.heatOpportunityAhead')}
          </Text>
        </Stack>
      ),
  };
  const columns: TableColumn<HeatRow>[] = [
    {
      accessor: 'text',
      title: t('trackingCharts.heatPrompt'),
      sortable: true,
      noWrap: false,
      value: (row) => row.text,
      exportExtras: [{ title: t('tracking.intent'), value: (row) => row.intent }],
      render: (row) => (
        <Stack gap={4} maw={{ base: 170, sm: 320 }}>
          <AnchorLink
            to="/prompts/$documentId"
            params={{ documentId: row.documentId }}
            search={promptSearch}
            size="sm"
            lineClamp={2}
            title={row.text}
            data-testid="heat-prompt-link"
          >
            {row.text}
          </AnchorLink>
          <Group gap={4}>
            <IntentBadge intent={row.intent} />
            {row.branded && (
              <Badge size="sm" variant="outline" color="violet">
                {t('trackingCharts.branded')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'total',
      title: t('trackingCharts.heatAll'),
      sortable: true,
      textAlign: 'center',
      width: 110,
      value: (row) => row.total.value,
      exportExtras: counts(t('trackingCharts.heatAll'), (row) => row.total),
      render: (row) => heat(row.total, () => setOpened({ row, engine: null }), 'heat-total-cell'),
    },
    opportunityColumn,
    ...(table?.engines ?? []).map(
      (engine): TableColumn<HeatRow> => ({
        accessor: `engine:${engine}`,
        title: engineName(t, engine),
        sortable: true,
        textAlign: 'center',
        width: 140,
        value: (row) => row.cells[engine]?.value ?? null,
        exportExtras: counts(
          engineName(t, engine),
          (row) => row.cells[engine] ?? { value: null, mentioning: 0, n: 0 },
        ),
        render: (row) =>
          heat(
            row.cells[engine] ?? { value: null, mentioning: 0, n: 0 },
            () => setOpened({ row, engine }),
            'heat-cell',
          ),
      }),
    ),
  ];
  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.documentId}
        loading={loading}
        emptyText={t('trackingCharts.heatEmpty')}
        exportName={`prompt-engine-${brandKey}-${table?.from ?? filter.from}-${table?.to ?? filter.to}`}
        title={
          <Group gap="sm" wrap="wrap" maw={{ base: 190, sm: 'none' }}>
            <Stack gap={0}>
              <Text fw={600}>{t('trackingCharts.heat')}</Text>
              <Text size="xs" c="dimmed" maw={560} visibleFrom="sm">
                {t('trackingCharts.heatHint')}
              </Text>
            </Stack>
            <Select
              size="xs"
              aria-label={t('trackingCharts.heatBrand')}
              data={(table?.brands ?? []).map((b) => ({
                value: b.key,
                label: b.own ? `${b.name} (${t('tracking.ownBrand')})` : b.name,
              }))}
              value={brandKey}
              allowDeselect={false}
              onChange={(value) => value && onBrandChange(value)}
              w={{ base: 180, sm: 220 }}
              data-testid="heat-brand"
            />
          </Group>
        }
        testId="prompt-engine-table"
        rowTestId="prompt-engine-row"
        minWidth={430 + (table?.engines.length ?? 3) * 140}
        pageSize={20}
        initialSort={{ columnAccessor: 'opportunity', direction: 'desc' }}
      />
      {opened && (
        <AnswerListDrawer
          opened
          onClose={() => setOpened(null)}
          title={t('trackingCharts.heatDrawer', {
            engine: opened.engine ? engineName(t, opened.engine) : t('trackingCharts.heatAll'),
            prompt: opened.row.text,
          })}
          projectDocumentId={projectDocumentId}
          filter={{
            ...filter,
            ...(opened.engine ? { engines: [opened.engine] } : {}),
            prompts: [opened.row.documentId],
          }}
          answered
          pageable
        />
      )}
    </>
  );
}
