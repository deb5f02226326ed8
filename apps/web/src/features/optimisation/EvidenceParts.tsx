import { Box, Group, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { OptimisationRate } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count, percent, pValue, signedPoints } from '../../lib/format.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';

/** One number of the evidence with its label (and, below it, what it rests on). */
export function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}

/** A small titled part of the evidence (a table, the bars). */
export function EvidenceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A proportion as a bar with its value and the counts behind it ("12.5% · 5 / 40"). */
export function RateBar({
  label,
  rate,
  color,
  testId,
}: {
  label: ReactNode;
  rate: OptimisationRate;
  color: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {percent(rate.value)}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {t('optimisation.evidence.ofN', { part: count(rate.count), n: count(rate.n) })}
          </Text>
        </Text>
      </Group>
      <Progress value={(rate.value ?? 0) * 100} color={color} size="md" radius="sm" aria-hidden />
    </Box>
  );
}

/** "p = 0.012", or "p < 0.001" below what three decimals show. */
function pExpression(p: number): string {
  const value = pValue(p);
  return value.startsWith('<') ? `p ${value}` : `p = ${value}`;
}

/**
 * The difference of two rates and its test's p-value, with what they mean on hover; in the simple view the difference
 * alone.
 */
export function ChangeLine({ delta, p }: { delta: number; p: number }) {
  const { t } = useTranslation();
  if (useSimpleView()) {
    return (
      <Text size="xs" c="dimmed" data-testid="recommendation-test">
        {t('optimisation.evidence.changeSimple', { delta: signedPoints(delta) })}
      </Text>
    );
  }
  return (
    <Tooltip label={t('optimisation.evidence.changeHint')} multiline w={300} withArrow>
      <Text size="xs" c="dimmed" data-testid="recommendation-test" style={{ cursor: 'help' }}>
        {t('optimisation.evidence.change', { delta: signedPoints(delta), p: pExpression(p) })}
      </Text>
    </Tooltip>
  );
}

/** A compact table of the evidence; `columns` are the header cells, the last ones right-aligned when `numeric`. */
export function EvidenceTable({
  columns,
  numeric,
  children,
  testId,
}: {
  columns: string[];
  /** How many of the last columns hold numbers. */
  numeric: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Table
      withTableBorder
      striped
      fz="sm"
      verticalSpacing={4}
      horizontalSpacing="xs"
      layout="fixed"
      data-testid={testId}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th
              key={column}
              ta={i >= columns.length - numeric ? 'right' : undefined}
              w={i >= columns.length - numeric ? 96 : undefined}
            >
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** A cell whose text may be a long word (a domain, an address): it wraps anywhere instead of widening the page. */
export const wrapAnywhere = { overflowWrap: 'anywhere' as const, wordBreak: 'break-word' as const };
