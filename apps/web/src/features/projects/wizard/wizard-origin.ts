import type { Locale } from '@sightline/contracts';
import { defaultTimezone } from '@sightline/contracts/constants';
import { browserTimeZone, isTimeZone } from '../../../lib/format.ts';

/** What the interface and the browser say about the person creating a project: the wizard's first guesses. */
export interface WizardOrigin {
  /** The interface language. */
  locale: Locale;
  /** The browser's preferred languages (`navigator.languages`), e.g. `['en-GB', 'ko-KR']`. */
  languages: readonly string[];
  /** The browser's time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
  timeZone: string | undefined;
}

/** The country a language is most often tracked in when the browser names none. */
const countryOfLocale: Record<Locale, string> = { ko: 'KR', en: 'US' };

/** The browser's languages and time zone, with the interface's language (`locale`). */
export function browserOrigin(locale: Locale): WizardOrigin {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return { locale, languages, timeZone: browserTimeZone() };
}

const regionOf = (tag: string) => {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
};

/**
 * The wizard's language, country and time zone: the interface's language; the region of the browser's first
 * language tag in that language (`en-GB` → GB), else of its first tag with a region, else the language's usual
 * country; the browser's time zone when it names a real one, else Seoul.
 */
export function originDefaults(origin: WizardOrigin): {
  language: Locale;
  country: string;
  timezone: string;
} {
  const sameLanguage = origin.languages.find((tag) => tag.toLowerCase().split('-')[0] === origin.locale);
  const region =
    (sameLanguage && regionOf(sameLanguage)) ??
    origin.languages.map(regionOf).find((r): r is string => r !== undefined && /^[A-Z]{2}$/.test(r));
  const country = region && /^[A-Z]{2}$/.test(region) ? region : countryOfLocale[origin.locale];
  const timezone = origin.timeZone && isTimeZone(origin.timeZone) ? origin.timeZone : defaultTimezone;
  return { language: origin.locale, country, timezone };
}
