import { Autocomplete } from '@mantine/core';
import { projectCategories } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';

/** The brand's category: free text, with the built-in categories (in the interface language) to pick from. */
export function CategoryField({ field }: { field: FieldProps }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <Autocomplete
      label={t('projects.wizard.category.label')}
      description={t('projects.wizard.category.description')}
      placeholder={t('projects.wizard.category.placeholder')}
      data={projectCategories.map((c) => c.label[locale])}
      maxLength={100}
      clearable
      {...field('category')}
    />
  );
}
