import { Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { ProjectBudget } from '@sightline/contracts';
import { can } from '@sightline/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { money, percent } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { BudgetEditor } from './BudgetEditor.tsx';
import { budgetColor, budgetUse } from './cost-rows.ts';
import { MetricTile } from './MetricTile.tsx';

/** The monthly budget with how much of it this month used (a bar), and its editor for editors and above. */
export function BudgetTile({
  documentId,
  budget,
  loading,
}: {
  documentId: string;
  budget: ProjectBudget | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const editor = Boolean(member && can(member.role, 'editContent'));
  const use = budget ? budgetUse(budget.monthCost, budget.monthlyBudget) : null;
  const projectedOver =
    budget?.monthlyBudget != null &&
    budget.projection.cost !== null &&
    !budget.paused &&
    budget.projection.cost > budget.monthlyBudget;
  const action = budget ? (
    editor ? (
      <BudgetEditor key={budget.monthlyBudget ?? 'none'} documentId={documentId} budget={budget} />
    ) : (
      <Tooltip label={t('costs.editorsOnly')}>
        <Text size="xs" c="dimmed" data-testid="budget-read-only">
          {t('costs.editBudget')}
        </Text>
      </Tooltip>
    )
  ) : null;
  return (
    <MetricTile
      title={t('costs.budget')}
      help={t('costs.noBudgetHint')}
      loading={loading}
      testId="cost-budget"
      value={budget?.monthlyBudget == null ? t('costs.noBudget') : money(budget.monthlyBudget)}
      action={action}
    >
      {budget && use !== null ? (
        <Stack gap={4}>
          <Progress.Root size="md" radius="xl" data-testid="budget-progress">
            {/* The section is the progress bar: its name goes there. */}
            <Progress.Section
              value={Math.min(100, use * 100)}
              color={budgetColor(use)}
              aria-label={t('costs.budget')}
            />
          </Progress.Root>
          <Text size="xs" c={use >= 1 ? 'red' : 'dimmed'} data-testid="budget-used">
            {t('costs.budgetUsed', {
              cost: money(budget.monthCost),
              budget: money(budget.monthlyBudget),
              percent: percent(use),
            })}
          </Text>
          {projectedOver && (
            <Text size="xs" c="orange">
              {t('costs.budgetProjectedOver')}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {t('costs.noBudgetHint')}
        </Text>
      )}
    </MetricTile>
  );
}
