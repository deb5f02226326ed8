import { Alert, Anchor, Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { typicalAnswerTokens } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, engineNames, money } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { EngineLabel } from '../../../ui/EngineLabel.tsx';
import { connectEstimate, type KeyStatus } from './connect-estimate.ts';
import { wizardCalls } from './wizard-calls.ts';
import type { WizardForm } from './wizard-form.ts';
import { wizardKeys } from './wizard-keys.ts';

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

/**
 * The last step: for the chosen engines, whether each has a key, the answers a day (prompts × engines × samples)
 * and the estimated cost per day and month; a link to connect engines, or the choice of simulated data.
 */
export function WizardConnectStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const organizationId = member?.organizationId;
  const connections = useQuery({
    queryKey: wizardKeys.engineConnections(organizationId ?? 0),
    queryFn: () => wizardCalls.engineConnections(organizationId!),
    enabled: organizationId !== undefined,
  });
  const values = form.values;
  const samples = Number(values.samplesPerRun);
  const estimate = connectEstimate(
    {
      engines: values.engines,
      prompts: values.queries.length,
      samples,
      simulated: values.simulated,
    },
    connections.data ?? (connections.isError ? [] : undefined),
  );
  const managesEngines = Boolean(member && can(member.role, 'manageEngines'));

  return (
    <Stack gap="md" data-testid="wizard-connect">
      <Text fw={600} data-testid="wizard-answers-per-day">
        {t('projects.wizard.connect.answersPerDay', {
          answers: count(estimate.answersPerDay),
          prompts: count(values.queries.length),
          engines: count(values.engines.length),
          samples: count(samples),
        })}
      </Text>
      {/* Width 0 with a 100% minimum: the table scrolls inside the card instead of widening the page. */}
      <Paper withBorder radius="md" style={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
        <Table.ScrollContainer minWidth={560}>
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
                    <Badge variant="light" color={keyColor[row.key]} tt="none">
                      {t(keyText[row.key])}
                    </Badge>
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
      <Text size="xs" c="dimmed" data-testid="wizard-cost-assumption">
        {values.simulated
          ? t('projects.wizard.connect.simulatedCost')
          : t('projects.wizard.connect.assumption', {
              input: count(typicalAnswerTokens.input),
              output: count(typicalAnswerTokens.output),
            })}
      </Text>
      {estimate.missingKeys.length > 0 && (
        <Alert color="yellow" data-testid="wizard-missing-keys">
          <Stack gap={6}>
            <Text size="sm">
              {t('projects.wizard.connect.missingKeys', { engines: engineNames(t, estimate.missingKeys) })}
            </Text>
            {managesEngines ? (
              <Anchor component={Link} to="/organization/engines" target="_blank" size="sm">
                <Group gap={4} component="span">
                  {t('projects.wizard.connect.connectLink')}
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm">{t('projects.wizard.connect.askAdmin')}</Text>
            )}
          </Stack>
        </Alert>
      )}
      <Checkbox
        label={t('projects.wizard.connect.simulated')}
        description={t('projects.wizard.connect.simulatedHint')}
        {...form.getInputProps('simulated', { type: 'checkbox' })}
      />
    </Stack>
  );
}
