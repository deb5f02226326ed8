import { SegmentedControl } from '@mantine/core';
import { type Locale, locales } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n/i18n.ts';

/** Switches the interface language; the choice is kept in the `i18n_redirected` cookie for 365 days. */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('locale.label')}
      value={currentLocale()}
      onChange={(value) => void i18n.changeLanguage(value as Locale)}
      data={locales.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }))}
    />
  );
}
