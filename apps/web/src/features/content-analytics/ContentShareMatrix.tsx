import { Box, Stack, Text } from '@mantine/core';
import type { ContentAnalytics, ContentSegment, ContentTypeId } from '@sightline/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { HeatCell } from '../../ui/charts/HeatCell.tsx';
import type { HeatScale } from '../../ui/charts/heat-scale.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { ContentTypeLabel } from './ContentTypeLabel.tsx';
import type { pagesSearch } from './pages-search.ts';

/** One row of a content matrix: a segment (an engine, an intent, all citations) and where its pages are listed. */
export interface MatrixRow {
  key: string;
  /** Its name as text (sorting, CSV) and as drawn. */
  name: string;
  label?: ReactNode;
  segment: ContentSegment;
  /** The source screen's pages behind the row; none for a row the source screen cannot filter to. */
  pages?: ReturnType<typeof pagesSearch>;
  /** The row of every citation, drawn in bold. */
  total?: boolean;
}

/** Shares on the fixed 0–100 % scale of every heat table. */
const shareScale: HeatScale = { kind: 'sequential', min: 0, max: 1 };

/**
 * A segment × content type heat table (engine × type, intent × type): each cell the type's share of the row's
 * citations with its count, the row's most cited type outlined and named; sortable, exportable as CSV with the counts.
 */
export function ContentShareMatrix({
  report,
  loading,
  rows,
  title,
  description,
  groupTitle,
  exportName,
  testId,
}: {
  report: ContentAnalytics | undefined;
  loading: boolean;
  rows: MatrixRow[];
  title: string;
  description: string;
  groupTitle: string;
  exportName: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const typeName = (type: ContentTypeId) => t(`contentTypes.${type}`);
  const types = (report?.mix ?? []).map((entry) => entry.contentType);
  const cell = (row: MatrixRow, index: number) => {
    const share = row.segment.types[index];
    if (!share) return null;
    const winner = row.segment.top === share.contentType;
    return (
      <Box
        data-winner={winner || undefined}
        style={{
          borderRadius: 6,
          outline: winner ? '2px solid var(--mantine-color-orange-6)' : undefined,
          outlineOffset: 1,
        }}
      >
        <HeatCell
          value={share.share}
          scale={shareScale}
          label={percent(share.share)}
          detail={count(share.citations)}
          title={`${t('contentAnalytics.cellTitle', {
            type: typeName(share.contentType),
            share: percent(share.share),
            citations: count(share.citations),
            total: count(row.segment.citations),
          })}${winner ? ` · ${t('contentAnalytics.winner')}` : ''}`}
          testId={`${testId}-cell`}
        />
      </Box>
    );
  };
  const columns: TableColumn<MatrixRow>[] = [
    {
      accessor: 'name',
      title: groupTitle,
      sortable: true,
      value: (row) => row.name,
      render: (row) => {
        const label = (
          <Text size="sm" fw={row.total ? 700 : 500} component="div">
            {row.label ?? row.name}
          </Text>
        );
        return row.pages ? (
          <Link to="/projects/sources" search={row.pages} style={{ color: 'inherit' }}>
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      accessor: 'citations',
      title: t('contentAnalytics.columns.citationsOfRow'),
      help: t('contentAnalytics.columns.citationsOfRowHelp'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.segment.citations,
      render: (row) => count(row.segment.citations),
    },
    {
      accessor: 'top',
      title: t('contentAnalytics.columns.top'),
      sortable: true,
      value: (row) => (row.segment.top ? typeName(row.segment.top) : null),
      render: (row) => (row.segment.top ? <ContentTypeLabel type={row.segment.top} /> : '–'),
    },
    ...types.map(
      (type, index): TableColumn<MatrixRow> => ({
        accessor: `type:${type}`,
        title: typeName(type),
        sortable: true,
        textAlign: 'center',
        width: 110,
        value: (row) => row.segment.types[index]?.share ?? null,
        exportExtras: [
          {
            title: `${typeName(type)} (${t('contentAnalytics.columns.citations')})`,
            value: (row) => row.segment.types[index]?.citations,
          },
        ],
        render: (row) => cell(row, index),
      }),
    ),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      loading={loading}
      emptyText={t('contentAnalytics.rowEmpty')}
      exportName={`${exportName}-${report?.from ?? ''}-${report?.to ?? ''}`}
      testId={testId}
      rowTestId={`${testId}-row`}
      minWidth={420 + types.length * 110}
      title={
        <Stack gap={0}>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed" maw={640}>
            {description}
          </Text>
        </Stack>
      }
    />
  );
}
