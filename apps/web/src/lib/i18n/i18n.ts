import { defaultLocale, type Locale, locales } from '@sightline/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocale } from './browser-locale.ts';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';
import { en } from './resources/en.ts';
import { ko } from './resources/ko.ts';

export const i18n = i18next.createInstance();
/** Set once the first language is in place: from then on every change is the user's choice, and is remembered. */
let started = false;

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  if (started) writeLocaleCookie(lng as Locale);
});

// The language is the one the cookie remembers (read here: a detector library for one cookie would add ≈ 2 KB gzip to
// the sign-in page), else the browser's (browser-locale.ts), which is not remembered: it follows the browser until the
// user picks a language (the switcher, the account menu, the profile, or the account's saved one on sign-in).
void i18n.use(initReactI18next).init({
  lng: readLocaleCookie() ?? browserLocale(),
  resources: { ko: { translation: ko }, en: { translation: en } },
  supportedLngs: [...locales],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  fallbackLng: defaultLocale,
  interpolation: { escapeValue: false },
  initAsync: false,
});
started = true;

export function currentLocale(): Locale {
  return (locales as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Locale)
    : defaultLocale;
}
