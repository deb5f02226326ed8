import { type Locale, locales } from '@sightline/contracts';

/**
 * The interface language a first visit gets before the user picks one: the first of the browser's preferred
 * languages that Sightline speaks (`ko-KR` → Korean, `en-GB` → English), else English.
 */
export function browserLocale(preferred: readonly string[] = navigatorLanguages()): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === language);
    if (match) return match;
  }
  return 'en';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
