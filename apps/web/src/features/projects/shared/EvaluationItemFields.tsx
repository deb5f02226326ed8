import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';

/** One evaluation item: its name and keywords (`prefix` is its path in the form). */
export function EvaluationItemFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" style={{ flex: 1 }}>
      <TextInput
        label={t('projects.fields.evaluationItemName')}
        required
        maxLength={100}
        {...field(`${prefix}name`)}
      />
      <TagsInput label={t('projects.fields.keywords')} maxTags={50} {...field(`${prefix}keywords`)} />
    </SimpleGrid>
  );
}
