import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, money, shortMonth } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { BudgetTile } from './BudgetTile.tsx';
import { budgetQuery, projectCostsQuery } from './budget-query.ts';
import { CostChartCard } from './CostChartCard.tsx';
import { CostsFailure } from './CostsFailure.tsx';
import { registerCostsStrings } from './costs-strings.ts';
import { EngineMonthTable } from './EngineMonthTable.tsx';
import { MetricTile } from './MetricTile.tsx';
import { ProjectionTile } from './ProjectionTile.tsx';

registerCostsStrings(i18n);

/**
 * The project's costs (`#costs` on its details page): this month's cost, its projection and the monthly budget (with
 * its editor for editors), the cost per month stacked by engine, and the month × engine table with tokens, cost and
 * answers of unknown cost. Every number is a sum over the project's stored answers. A paused collection is said at
 * the top of the page (BudgetPausedAlert), and here by the budget's red bar.
 */
export function ProjectCostsSection({ documentId, name }: { documentId: string; name: string }) {
  const { t } = useTranslation();
  const costs = useQuery(projectCostsQuery(documentId));
  const budget = useQuery(budgetQuery(documentId));
  const failed = costs.error ?? budget.error;
  const month = budget.data;
  return (
    <Paper withBorder radius="md" p="md" id="costs" data-testid="project-costs">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h4">
              {t('costs.title')}
            </Title>
            {costs.data?.meta.simulated && (
              <Badge size="sm" color="orange" variant="light">
                {t('costs.simulatedBadge')}
              </Badge>
            )}
          </Group>
          <AnchorLink to="/organization/costs" size="sm" data-testid="open-organization-costs">
            {t('costs.openOrganization')}
          </AnchorLink>
        </Group>
        {failed ? (
          <CostsFailure
            error={failed}
            retrying={costs.isFetching || budget.isFetching}
            onRetry={() => {
              void costs.refetch();
              void budget.refetch();
            }}
          />
        ) : (
          <>
            {costs.data?.meta.simulated && (
              <Text size="sm" c="orange" data-testid="costs-simulated">
                {t('costs.simulatedNote')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MetricTile
                title={t('costs.monthToDate')}
                help={t('costs.costHelp')}
                loading={budget.isPending}
                testId="cost-month"
                value={money(month?.monthCost)}
              >
                {month && (
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {t('costs.monthToDateDetail', {
                        month: shortMonth(month.month),
                        answers: count(month.monthAnswers),
                      })}
                    </Text>
                    {month.monthUnpriced > 0 && (
                      <Text size="xs" c="orange" data-testid="cost-month-unpriced">
                        {t('costs.monthUnpriced', { n: count(month.monthUnpriced) })}
                      </Text>
                    )}
                  </Stack>
                )}
              </MetricTile>
              <ProjectionTile budget={month} loading={budget.isPending} />
              <BudgetTile documentId={documentId} budget={month} loading={budget.isPending} />
            </SimpleGrid>
            <CostChartCard
              rows={costs.data?.data}
              loading={costs.isPending}
              tableAnchor="#cost-table"
              testId="cost-chart"
            />
            <div id="cost-table">
              <EngineMonthTable
                rows={costs.data?.data ?? []}
                loading={costs.isPending}
                exportName={`${name}-costs`}
              />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
