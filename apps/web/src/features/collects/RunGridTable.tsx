import { ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import type { CollectOfDay } from '@sightline/contracts';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollHint } from '../../ui/data-table/ScrollHint.tsx';
import { useHorizontalOverflow } from '../../ui/data-table/use-horizontal-overflow.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { RunCell } from './RunCell.tsx';
import { buildRunGrid } from './run-grid.ts';

/** The prompt column stays in view while the engines scroll sideways on narrow screens. */
const stickyColumn: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 140,
  maxWidth: 300,
};

/** A collect's runs: rows are prompts, columns are engines × samples; every cell is a run. */
export function RunGridTable({
  documentId,
  collect,
  timezone,
}: {
  documentId: string;
  collect: CollectOfDay;
  timezone: string;
}) {
  const { t } = useTranslation();
  const grid = buildRunGrid(collect.runs);
  const chats = new Map(collect.chats.map((c) => [c.documentId, c]));
  const withSamples = grid.samples.some((s) => s.count > 1);
  const simulated = collect.chats.filter((c) => c.simulated).length;
  const mixed = simulated > 0 && simulated < collect.chats.length;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(viewport);
  // A shadow on the kept column's edge once cells scroll under it.
  const sticky: CSSProperties = overflow.atStart
    ? stickyColumn
    : { ...stickyColumn, boxShadow: '6px 0 8px -4px rgba(0, 0, 0, 0.2)' };
  return (
    <>
      <ScrollHint overflow={overflow} />
      <ScrollArea type="auto" offsetScrollbars="x" viewportRef={setViewport}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={6}
          horizontalSpacing={6}
          data-testid="run-grid"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={withSamples ? 2 : 1} style={sticky}>
                {t('collects.prompt')}
              </Table.Th>
              {grid.samples.map(({ engine, count }) => (
                <Table.Th key={engine} colSpan={count} data-testid="run-grid-engine">
                  <EngineLabel engine={engine} />
                </Table.Th>
              ))}
            </Table.Tr>
            {withSamples && (
              <Table.Tr>
                {grid.columns.map((column) => (
                  <Table.Th key={column.key} fw={400}>
                    <Text size="xs" c="dimmed">
                      {t('collects.sample', { n: column.sampleIndex + 1 })}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => (
              <Table.Tr key={row.prompt.documentId} data-testid="run-grid-row">
                <Table.Th scope="row" style={sticky} fw={400}>
                  <Tooltip label={row.prompt.text} multiline w={320} openDelay={300}>
                    <Text size="sm" lineClamp={2}>
                      {row.prompt.text}
                    </Text>
                  </Tooltip>
                </Table.Th>
                {row.cells.map((run, index) => (
                  <Table.Td key={grid.columns[index]?.key ?? index}>
                    <RunCell
                      documentId={documentId}
                      run={run}
                      chat={run?.chatId ? chats.get(run.chatId) : undefined}
                      timezone={timezone}
                      markSimulated={mixed}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
