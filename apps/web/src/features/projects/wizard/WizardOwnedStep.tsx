import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from './wizard-form.ts';

/** Owned domains: the brand's own sites. */
export function WizardOwnedStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('projects.fields.ownedDomains')}
      description={t('projects.fields.ownedDomainsHint')}
      placeholder="example.co.kr"
      maxTags={100}
      clearable
      {...form.getInputProps('ownedDomains')}
    />
  );
}
