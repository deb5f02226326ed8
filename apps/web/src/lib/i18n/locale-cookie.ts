import { type Locale, locales } from '@sightline/contracts';

/** The cookie that remembers the interface language (name and lifetime from the product spec). */
export const localeCookie = { name: 'i18n_redirected', days: 365 } as const;

/** The language the cookie remembers, if it names one Sightline speaks. */
export function readLocaleCookie(cookies: string = document.cookie): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name !== localeCookie.name || value === undefined) continue;
    const locale = decodeURIComponent(value);
    return (locales as readonly string[]).includes(locale) ? (locale as Locale) : undefined;
  }
  return undefined;
}

/** Remembers the language for a year, for the whole site. */
export function writeLocaleCookie(locale: Locale): void {
  const seconds = localeCookie.days * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Sightline supports.
  document.cookie = `${localeCookie.name}=${encodeURIComponent(locale)}; max-age=${seconds}; path=/; samesite=lax`;
}
