import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompetitorFields } from '../shared/CompetitorFields.tsx';
import type { WizardForm } from './wizard-form.ts';
import { newCompetitor } from './wizard-values.ts';

/** Competitors: repeatable rows of name, aliases and domains. */
export function WizardCompetitorsStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const rows = form.values.competitors;
  return (
    <Stack gap="sm">
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
          disabled={rows.length >= 20}
          onClick={() => form.insertListItem('competitors', newCompetitor())}
        >
          {t('projects.competitors.add')}
        </Button>
      </Group>
    </Stack>
  );
}
