import { Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../../lib/api/types.ts';
import { FeatureImageField } from './FeatureImageField.tsx';
import type { FieldProps } from './field-props.ts';

/** Project and brand: name, brand name and aliases, description, language, country, feature image. */
export function BrandFields({
  field,
  currentImage,
}: {
  field: FieldProps;
  /** The stored image, on the edit screen: choosing a file replaces it. */
  currentImage?: Media | null;
}) {
  const { t } = useTranslation();
  const image = field('featureImage');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('projects.fields.name')}
          placeholder={t('projects.fields.namePlaceholder')}
          required
          maxLength={100}
          {...field('name')}
        />
        <TextInput
          label={t('projects.fields.brandName')}
          placeholder={t('projects.fields.brandNamePlaceholder')}
          required
          maxLength={100}
          {...field('brandName')}
        />
      </SimpleGrid>
      <TagsInput
        label={t('projects.fields.brandAliases')}
        description={t('projects.fields.brandAliasesHint')}
        maxTags={20}
        clearable
        {...field('brandAliases')}
      />
      <Textarea
        label={t('projects.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...field('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t('projects.fields.language')}
          data={[
            { value: 'ko', label: t('projects.languages.ko') },
            { value: 'en', label: t('projects.languages.en') },
          ]}
          allowDeselect={false}
          {...field('language')}
        />
        <TextInput
          label={t('projects.fields.country')}
          description={t('projects.fields.countryHint')}
          maxLength={2}
          {...field('country')}
        />
      </SimpleGrid>
      <FeatureImageField
        label={
          currentImage === undefined
            ? t('projects.fields.featureImage')
            : t('projects.fields.newFeatureImage')
        }
        value={image.value ?? null}
        onChange={image.onChange}
        error={image.error}
        current={currentImage ?? null}
      />
    </Stack>
  );
}
