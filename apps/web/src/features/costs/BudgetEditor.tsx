import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import type { ProjectBudget } from '@sightline/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { money } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { costsCalls } from './costs-calls.ts';
import { costsKeys } from './costs-keys.ts';

/**
 * Sets or removes the project's monthly budget (editors and above): a dollar amount to the cent, saved on the server,
 * which answers with the month's new status (a budget above the month's cost resumes collection).
 */
export function BudgetEditor({ documentId, budget }: { documentId: string; budget: ProjectBudget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>(budget.monthlyBudget ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (monthlyBudget: number | null) => costsCalls.saveBudget(documentId, monthlyBudget),
    onSuccess: (saved) => {
      queryClient.setQueryData(costsKeys.budget(documentId), saved);
      void queryClient.invalidateQueries({ queryKey: costsKeys.all });
      setOpened(false);
      notify({
        color: 'teal',
        title: saved.monthlyBudget === null ? t('costs.removed') : t('costs.saved'),
        message: saved.monthlyBudget === null ? t('costs.noBudget') : money(saved.monthlyBudget),
      });
    },
    onError: (cause) => {
      const field = cause instanceof ApiError ? cause.fieldErrors(t).monthlyBudget : undefined;
      setError(field ?? cause.message);
    },
  });
  const amount = typeof value === 'number' ? value : Number.NaN;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={300}
      trapFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPencil size={12} />}
          onClick={() => {
            setValue(budget.monthlyBudget ?? '');
            setError(null);
            setOpened((o) => !o);
          }}
          data-testid="budget-edit"
        >
          {budget.monthlyBudget === null ? t('costs.setBudget') : t('costs.editBudget')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!Number.isFinite(amount)) return;
            setError(null);
            save.mutate(amount);
          }}
        >
          <Stack gap="xs">
            <NumberInput
              label={t('costs.budgetLabel')}
              description={t('costs.budgetDescription')}
              value={value}
              onChange={setValue}
              prefix="$"
              decimalScale={2}
              min={0.01}
              max={1_000_000}
              thousandSeparator=","
              allowNegative={false}
              error={error}
              data-autofocus
              data-testid="budget-input"
            />
            <Group justify="space-between" gap="xs">
              {budget.monthlyBudget !== null ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => save.mutate(null)}
                  loading={save.isPending && save.variables === null}
                  data-testid="budget-remove"
                >
                  {t('costs.removeBudget')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed" />
              )}
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setOpened(false)}>
                  {t('costs.cancel')}
                </Button>
                <Button
                  type="submit"
                  size="xs"
                  disabled={!Number.isFinite(amount) || amount <= 0}
                  loading={save.isPending && save.variables !== null}
                  data-testid="budget-save"
                >
                  {t('costs.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
