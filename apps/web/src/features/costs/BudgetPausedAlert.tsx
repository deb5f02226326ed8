import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ProjectBudget } from '@sightline/contracts';
import { IconPlayerPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateTime, money, shortMonth } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { budgetQuery } from './budget-query.ts';
import { registerCostsStrings } from './costs-strings.ts';

registerCostsStrings(i18n);

/** "Collection paused: monthly budget reached" with the amounts, at the top of the project, while it is so. */
export function BudgetPausedAlert({ documentId }: { documentId: string }) {
  const budget = useQuery(budgetQuery(documentId)).data;
  if (!budget?.paused) return null;
  return <PausedNotice budget={budget} />;
}

function PausedNotice({ budget }: { budget: ProjectBudget }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconPlayerPause size={18} />}
      title={t('costs.pausedTitle')}
      data-testid="budget-paused"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('costs.pausedText', {
            month: shortMonth(budget.month),
            cost: money(budget.monthCost),
            budget: money(budget.monthlyBudget),
          })}
        </Text>
        {budget.notifiedAt && (
          <Text size="xs" c="dimmed">
            {t('costs.pausedNotified', { date: dateTime(budget.notifiedAt, budget.timezone) })}
          </Text>
        )}
        <Anchor href="#costs" size="sm">
          {t('costs.editBudget')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
