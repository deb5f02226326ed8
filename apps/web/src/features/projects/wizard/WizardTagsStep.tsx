import { ActionIcon, Button, Fieldset, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EvaluationItemFields } from '../shared/EvaluationItemFields.tsx';
import type { WizardForm } from './wizard-form.ts';
import { newEvaluationItem } from './wizard-values.ts';

/** Tags (names) and evaluation items (name and keywords). */
export function WizardTagsStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const items = form.values.evaluationItems;
  return (
    <Stack gap="lg">
      <TagsInput
        label={t('projects.fields.tags')}
        description={t('projects.fields.tagsHint')}
        maxTags={100}
        clearable
        {...form.getInputProps('tags')}
      />
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h5">
            {t('projects.evaluation.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('projects.evaluation.hint')}
          </Text>
        </div>
        {items.map((item, index) => (
          <Fieldset
            key={item.key}
            legend={t('projects.evaluation.row', { index: index + 1 })}
            data-testid="evaluation-item-row"
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <EvaluationItemFields field={form.getInputProps} prefix={`evaluationItems.${index}.`} />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('projects.evaluation.remove', { index: index + 1 })}
                onClick={() => form.removeListItem('evaluationItems', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Fieldset>
        ))}
        {form.errors.evaluationItems && (
          <Text c="red" size="sm" role="alert">
            {form.errors.evaluationItems}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={items.length >= 50}
            onClick={() => form.insertListItem('evaluationItems', newEvaluationItem())}
          >
            {t('projects.evaluation.add')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
