import { Anchor, Badge, ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import type { PromptBrand, PromptProportion, PromptReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, decimal, interval, percent } from '../../lib/format.ts';
import { cssColor } from '../../ui/brand-colors.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

/**
 * Every tracked brand over this prompt's answers, the own brand first: visibility (with its count, n and 95 %
 * interval), mean rank, the chances of being named first and among the first three (each with its interval), and n.
 * Sortable, with each definition in its header, exported as CSV with the raw fractions, counts and bounds. A row (or
 * its count) opens the answers naming the brand.
 */
export function PromptBrandsTable({
  report,
  loading,
  colorOf,
  onShowAnswers,
}: {
  report: PromptReport | undefined;
  loading: boolean;
  colorOf: (key: string) => string;
  onShowAnswers: (brand: PromptBrand) => void;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const extras = (title: string, pick: (b: PromptBrand) => PromptProportion) => [
    { title: t('table.numerator', { column: title }), value: (b: PromptBrand) => pick(b).count },
    {
      title: t('table.sampleSize', { column: title }),
      value: (b: PromptBrand) => pick(b).n,
      statistic: true,
    },
    {
      title: t('table.lowerBound', { column: title }),
      value: (b: PromptBrand) => pick(b).low,
      statistic: true,
    },
    {
      title: t('table.upperBound', { column: title }),
      value: (b: PromptBrand) => pick(b).high,
      statistic: true,
    },
  ];
  const rate = (p: PromptProportion, testId: string) => (
    <Stack gap={0} align="flex-end">
      <Text size="sm" data-testid={testId}>
        {percent(p.value)}
      </Text>
      {!simple && (
        <Text size="xs" c="dimmed">
          {interval(p.low, p.high)}
        </Text>
      )}
    </Stack>
  );
  const columns: TableColumn<PromptBrand>[] = [
    {
      accessor: 'name',
      title: t('promptDetail.brands.brand'),
      sortable: true,
      width: 190,
      value: (b) => b.name,
      exportExtras: [{ title: t('promptDetail.brands.own'), value: (b) => b.own }],
      render: (b) => (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={cssColor(colorOf(b.key))} size={10} withShadow={false} />
          <Text size="sm" fw={b.own ? 700 : 400} style={{ flexShrink: 0 }} data-testid="prompt-brand-name">
            {b.name}
          </Text>
          {b.own && (
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t('promptDetail.brands.own')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'visibility',
      title: t('promptDetail.brands.visibility'),
      help: t('promptDetail.brands.visibilityHelp'),
      statisticHelp: t('promptDetail.brands.visibilityStatisticHelp'),
      sortable: true,
      width: 200,
      value: (b) => b.visibility.value,
      exportExtras: extras(t('promptDetail.brands.visibility'), (b) => b.visibility),
      render: (b) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} data-testid="prompt-brand-visibility">
            {percent(b.visibility.value)}
          </Text>
          <Progress value={(b.visibility.value ?? 0) * 100} size="xs" color={colorOf(b.key)} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('promptDetail.brands.ofAnswers', {
              count: b.visibility.count,
              n: count(b.visibility.n),
            })}
            {!simple && ` ${interval(b.visibility.low, b.visibility.high)}`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'averagePosition',
      title: t('promptDetail.brands.position'),
      help: t('promptDetail.brands.positionHelp'),
      sortable: true,
      textAlign: 'right',
      render: (b) => decimal(b.averagePosition, 2),
    },
    {
      accessor: 'first',
      title: t('promptDetail.brands.first'),
      help: t('promptDetail.brands.firstHelp'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.first.value,
      exportExtras: extras(t('promptDetail.brands.first'), (b) => b.first),
      render: (b) => rate(b.first, 'prompt-brand-first'),
    },
    {
      accessor: 'top3',
      title: t('promptDetail.brands.top3'),
      help: t('promptDetail.brands.top3Help'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.top3.value,
      exportExtras: extras(t('promptDetail.brands.top3'), (b) => b.top3),
      render: (b) => rate(b.top3, 'prompt-brand-top3'),
    },
    {
      accessor: 'n',
      title: t('promptDetail.brands.n'),
      help: t('promptDetail.brands.nHelp'),
      sortable: true,
      textAlign: 'right',
      statistic: true,
      value: (b) => b.visibility.n,
      render: (b) => (
        <Text size="sm" data-testid="prompt-brand-n">
          {count(b.visibility.n)}
        </Text>
      ),
    },
    {
      accessor: 'answers',
      title: t('promptDetail.brands.answers'),
      exportable: false,
      textAlign: 'right',
      render: (b) =>
        b.visibility.count > 0 ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={(event) => {
              event.stopPropagation();
              onShowAnswers(b);
            }}
            data-testid="prompt-brand-answers"
          >
            {t('promptDetail.brands.showAnswers')} ({count(b.visibility.count)})
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            –
          </Text>
        ),
    },
  ];
  return (
    <DataTable
      rows={report?.brands ?? []}
      loading={loading}
      columns={columns}
      rowKey={(b) => b.key}
      emptyText={t('promptDetail.brands.empty')}
      exportName={`${t('promptDetail.brands.export')}-${report?.from ?? ''}-${report?.to ?? ''}`}
      title={t('promptDetail.brands.title')}
      testId="prompt-brands"
      rowTestId="prompt-brand-row"
      minWidth={860}
      onRowClick={(b) => {
        if (b.visibility.count > 0) onShowAnswers(b);
      }}
    />
  );
}
