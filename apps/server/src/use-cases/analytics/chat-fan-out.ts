import type { ChatDetail } from '@sightline/contracts';
import { normalizeUrl, siteOfPage } from '@sightline/core';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A chat's fan-out as the answer view shows it: the searches as stored, and each page read with its site and whether
 * the answer cites it (by normalized address: a page read and cited is one page).
 */
export function chatFanOut(
  searchQueries: unknown,
  retrieved: unknown,
  citations: ReadonlyArray<{ normalizedUrl: string; url: string }>,
): Pick<ChatDetail, 'searchQueries' | 'retrieved'> {
  const cited = new Set(citations.flatMap((c) => [c.normalizedUrl, normalizeUrl(c.url).normalizedUrl]));
  const pages = (Array.isArray(retrieved) ? retrieved : []).flatMap((page) => {
    const url = typeof page?.url === 'string' ? page.url : undefined;
    if (!url) return [];
    const title = typeof page.title === 'string' ? page.title : null;
    return [
      {
        url,
        title,
        domain: siteOfPage(url, title ?? undefined),
        cited: cited.has(normalizeUrl(url).normalizedUrl),
      },
    ];
  });
  return { searchQueries: strings(searchQueries), retrieved: pages };
}
