import { defaultLocale, type Locale, locales } from '@sightline/contracts';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localeCookie } from './locale-cookie.ts';
import { en } from './resources/en.ts';
import { ko } from './resources/ko.ts';

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  // Date formatting is loaded with the screens that show dates; it follows the language from then on.
  void import('../dates.ts').then((dates) => dates.applyDateLocale(lng as Locale));
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ko: { translation: ko }, en: { translation: en } },
    supportedLngs: [...locales],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    fallbackLng: defaultLocale,
    interpolation: { escapeValue: false },
    detection: {
      order: ['cookie'],
      lookupCookie: localeCookie.name,
      caches: ['cookie'],
      cookieMinutes: localeCookie.days * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    initAsync: false,
  });

export function currentLocale(): Locale {
  return (locales as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Locale)
    : defaultLocale;
}
