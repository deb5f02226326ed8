import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../../lib/format.ts';
import { EngineLabel } from '../../../ui/EngineLabel.tsx';
import type { ConnectEstimate, KeyStatus } from './connect-estimate.ts';

const keyColor: Record<KeyStatus, string> = {
  simulator: 'orange',
  organization: 'teal',
  environment: 'teal',
  none: 'red',
  loading: 'gray',
};
const keyText = {
  simulator: 'projects.wizard.connect.keySimulator',
  organization: 'projects.wizard.connect.keyOrganization',
  environment: 'projects.wizard.connect.keyEnvironment',
  none: 'projects.wizard.connect.keyNone',
  loading: 'projects.wizard.connect.keyLoading',
} as const;

function KeyBadge({ status }: { status: KeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={keyColor[status]} tt="none">
      {t(keyText[status])}
    </Badge>
  );
}

/**
 * Each chosen engine with its key status, answers a day and estimated cost per day and month, and the total: a
 * table, or one card per engine on a phone (where a five-column table would hide the costs).
 */
export function ConnectCostTable({ estimate }: { estimate: ConnectEstimate }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  if (phone) {
    const line = (answers: number, day: number | null, month: number | null) =>
      `${t('projects.wizard.connect.answers')} ${count(answers)} · ${t('projects.wizard.connect.perDay')} ${money(day)} · ${t('projects.wizard.connect.perMonth')} ${money(month)}`;
    return (
      <Stack gap="xs" data-testid="wizard-cost-table">
        {estimate.rows.map((row) => (
          <Paper key={row.engine} withBorder radius="md" p="sm" data-testid="wizard-cost-row">
            <Group justify="space-between" gap="xs" mb={4}>
              <EngineLabel engine={row.engine} />
              <KeyBadge status={row.key} />
            </Group>
            <Text size="sm">{line(row.answersPerDay, row.costPerDay, row.costPerMonth)}</Text>
          </Paper>
        ))}
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-testid="wizard-cost-total">
          <Text size="sm" fw={700}>
            {t('projects.wizard.connect.total')}
          </Text>
          <Text size="sm" fw={700}>
            {line(estimate.answersPerDay, estimate.costPerDay, estimate.costPerMonth)}
          </Text>
        </Paper>
      </Stack>
    );
  }
  // Width 0 with a 100% minimum: the table scrolls inside the card instead of widening the page.
  return (
    <Paper withBorder radius="md" style={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="xs" data-testid="wizard-cost-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('projects.wizard.connect.engine')}</Table.Th>
              <Table.Th>{t('projects.wizard.connect.key')}</Table.Th>
              <Table.Th ta="right">{t('projects.wizard.connect.answers')}</Table.Th>
              <Table.Th ta="right">{t('projects.wizard.connect.perDay')}</Table.Th>
              <Table.Th ta="right">{t('projects.wizard.connect.perMonth')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estimate.rows.map((row) => (
              <Table.Tr key={row.engine} data-testid="wizard-cost-row">
                <Table.Td>
                  <EngineLabel engine={row.engine} />
                </Table.Td>
                <Table.Td>
                  <KeyBadge status={row.key} />
                </Table.Td>
                <Table.Td ta="right">{count(row.answersPerDay)}</Table.Td>
                <Table.Td ta="right">{money(row.costPerDay)}</Table.Td>
                <Table.Td ta="right">{money(row.costPerMonth)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="wizard-cost-total">
              <Table.Td colSpan={2}>{t('projects.wizard.connect.total')}</Table.Td>
              <Table.Td ta="right">{count(estimate.answersPerDay)}</Table.Td>
              <Table.Td ta="right">{money(estimate.costPerDay)}</Table.Td>
              <Table.Td ta="right">{money(estimate.costPerMonth)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
