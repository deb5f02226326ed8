import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';

/** One competitor: name, aliases and domains (`prefix` is its path in the form, such as `competitors.0.`). */
export function CompetitorFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={t('projects.fields.competitorName')}
        required
        maxLength={100}
        {...field(`${prefix}name`)}
      />
      <TagsInput label={t('projects.fields.aliases')} maxTags={20} {...field(`${prefix}aliases`)} />
      <TagsInput
        label={t('projects.fields.domains')}
        placeholder="example.co.kr"
        maxTags={20}
        {...field(`${prefix}domains`)}
      />
    </SimpleGrid>
  );
}
