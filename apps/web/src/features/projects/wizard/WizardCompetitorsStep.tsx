import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitorFields } from '../shared/CompetitorFields.tsx';
import { SuggestionPanel } from './SuggestionPanel.tsx';
import type { WizardSuggestions } from './use-wizard-suggestions.ts';
import type { WizardForm } from './wizard-form.ts';
import { newCompetitor } from './wizard-values.ts';

const maxCompetitors = 20;
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '');

/** Competitors: suggestions to accept, and repeatable rows of name, aliases and domains. */
export function WizardCompetitorsStep({
  form,
  suggestions,
}: {
  form: WizardForm;
  suggestions: WizardSuggestions;
}) {
  const { t } = useTranslation();
  const rows = form.values.competitors;
  // Suggest once when the step opens with no competitor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step opens
  useEffect(() => {
    if (form.getValues().competitors.length === 0) suggestions.ensure();
  }, []);

  const listed = new Set(rows.map((row) => nameKey(row.name)));
  const offered = (suggestions.result?.competitors ?? []).filter((c) => !listed.has(nameKey(c.name)));
  const add = (list: typeof offered) => {
    const room = maxCompetitors - form.getValues().competitors.length;
    for (const c of list.slice(0, Math.max(0, room))) {
      form.insertListItem('competitors', { ...newCompetitor(), name: c.name, domains: c.domains ?? [] });
    }
    form.clearFieldError('competitors');
  };

  return (
    <Stack gap="sm">
      <SuggestionPanel
        title={t('projects.wizard.suggest.competitorsTitle')}
        suggestions={suggestions}
        layout="chips"
        testId="competitor-suggestions"
        addAll={() => add(offered)}
        items={offered.map((c) => ({
          key: c.name,
          name: c.name,
          content: (
            <>
              {c.name}
              {c.domains?.[0] && (
                <Text span size="xs" c="dimmed" ml={6}>
                  {c.domains[0]}
                </Text>
              )}
            </>
          ),
          add: () => add([c]),
        }))}
      />
      {rows.length === 0 && <Text c="dimmed">{t('projects.competitors.empty')}</Text>}
      {rows.map((row, index) => (
        <Fieldset
          key={row.key}
          legend={t('projects.competitors.row', { index: index + 1 })}
          data-testid="competitor-row"
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ flex: 1 }}>
              <CompetitorFields field={form.getInputProps} prefix={`competitors.${index}.`} />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('projects.competitors.remove', { index: index + 1 })}
              onClick={() => form.removeListItem('competitors', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      {form.errors.competitors && (
        <Text c="red" size="sm" role="alert">
          {form.errors.competitors}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= maxCompetitors}
          onClick={() => form.insertListItem('competitors', newCompetitor())}
        >
          {t('projects.competitors.add')}
        </Button>
      </Group>
    </Stack>
  );
}
