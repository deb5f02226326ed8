import { Alert, Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { typicalAnswerTokens } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, engineNames } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ConnectCostTable } from './ConnectCostTable.tsx';
import { connectEstimate } from './connect-estimate.ts';
import { wizardCalls } from './wizard-calls.ts';
import type { WizardForm } from './wizard-form.ts';
import { wizardKeys } from './wizard-keys.ts';

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
      <ConnectCostTable estimate={estimate} />
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
