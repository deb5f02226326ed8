import { pageNotFound } from '../lib/route-error.ts';

const documentIdPattern = /^([0-9a-z]{24}|\d{1,15})$/;

/** `$documentId` params: a documentId or a numeric id; anything else is the fatal 404. */
export function parseDocumentId<K extends string>(key: K) {
  return (params: Record<string, string>): Record<K, string> => {
    const value = params[key] ?? '';
    if (!documentIdPattern.test(value)) pageNotFound();
    return { [key]: value } as Record<K, string>;
  };
}

/** Collect dates in the path: a real calendar day. */
export function parseCollectDate(params: Record<string, string>) {
  const year = Number(params.year);
  const month = Number(params.month);
  const day = Number(params.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    Number.isInteger(year) &&
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!valid) pageNotFound();
  return { year: String(year), month: String(month).padStart(2, '0'), day: String(day).padStart(2, '0') };
}

/** A domain in the path, e.g. `example.co.kr`. */
export function parseDomain<K extends string>(key: K) {
  return (params: Record<string, string>): Record<K, string> => {
    const value = decodeURIComponent(params[key] ?? '').toLowerCase();
    if (!/^([a-z0-9가-힣-]+\.)+[a-z가-힣]{2,}$/.test(value)) pageNotFound();
    return { [key]: value } as Record<K, string>;
  };
}

/** An opaque id segment (chat ids and similar): letters, digits, dashes. */
export function parseSegment<K extends string>(key: K) {
  return (params: Record<string, string>): Record<K, string> => {
    const value = params[key] ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) pageNotFound();
    return { [key]: value } as Record<K, string>;
  };
}

/**
 * A cited page's address in the path (`/projects/sources/urls/{url}`, encoded once): an http(s) address whose host
 * has a dot; anything else (a bad escape, another scheme, a bare word) is the fatal 404.
 */
export function parseSourceUrl<K extends string>(key: K) {
  return (params: Record<string, string>): Record<K, string> => {
    let value = '';
    try {
      value = decodeURIComponent(params[key] ?? '');
      const url = new URL(value);
      if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || value.length > 2048)
        pageNotFound();
    } catch {
      pageNotFound();
    }
    return { [key]: value } as Record<K, string>;
  };
}
