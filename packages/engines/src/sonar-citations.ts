import { asArray, asObject, asString } from './shape.ts';
import type { Citation } from './types.ts';

const markerGroup = /(?:\[\d+\])+/g;
const sentenceEnd = /[.!?。\n]/;
const space = /\s/;

/**
 * Perplexity Sonar citations: inline `[n]` markers (1-based) point to `citations[n-1]`. Each marker gets
 * the span of the claim it follows: back to the previous sentence end or marker group, whitespace trimmed,
 * marker excluded. `title` comes from the `search_results` entry with the same URL. Cited URLs that no
 * marker references are kept without offsets; markers past the list (e.g. `[2024]`) are ignored.
 */
export function sonarCitations(text: string, root: Record<string, unknown>): Citation[] {
  const urls = (asArray(root.citations) ?? []).map((c) => asString(c) ?? asString(asObject(c)?.url));
  const titles = new Map<string, string>();
  for (const r of asArray(root.search_results) ?? []) {
    const url = asString(asObject(r)?.url);
    const title = asString(asObject(r)?.title);
    if (url && title && !titles.has(url)) titles.set(url, title);
  }
  const withTitle = (url: string): Citation => {
    const title = titles.get(url);
    return title ? { url, title } : { url };
  };
  const citations: Citation[] = [];
  const referenced = new Set<number>();
  let previousEnd = 0;
  for (const match of text.matchAll(markerGroup)) {
    const groupStart = match.index;
    let end = groupStart;
    while (end > previousEnd && space.test(text[end - 1] ?? '')) end--;
    let start = Math.max(previousEnd, end - 1);
    while (start > previousEnd && !sentenceEnd.test(text[start - 1] ?? '')) start--;
    while (start < end && space.test(text[start] ?? '')) start++;
    for (const digits of match[0].matchAll(/\d+/g)) {
      const n = Number(digits[0]);
      const url = urls[n - 1];
      if (!url) continue;
      referenced.add(n - 1);
      citations.push({ ...withTitle(url), ...(end > start ? { startIndex: start, endIndex: end } : {}) });
    }
    previousEnd = groupStart + match[0].length;
  }
  urls.forEach((url, i) => {
    if (url && !referenced.has(i)) citations.push(withTitle(url));
  });
  return citations;
}
