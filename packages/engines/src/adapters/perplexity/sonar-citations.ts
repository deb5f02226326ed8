import { sentenceStarts } from '../../shared/sentence-bounds.ts';
import { asArray, asObject, asString } from '../../shared/shape.ts';
import type { Citation } from '../../types.ts';

/** A marker group: `[1]`, `[2][3]`, `[2] [3]`. */
const markerGroup = /\[\d+\](?:[ \t]*\[\d+\])*/g;
const space = /\s/;

interface Marker {
  /** Where the group is in the answer. */
  start: number;
  end: number;
  /** Where it would be in the answer without marker groups. */
  cleanAt: number;
  /** 0-based citation positions, each once, in order. */
  sources: number[];
}

/**
 * Perplexity Sonar citations: inline `[n]` markers (1-based) point to `citations[n-1]`. Each marker gets the span
 * of the claim it follows: back to the start of its sentence or to the previous marker group, whichever is later,
 * whitespace trimmed, marker excluded. Sentences come from `Intl.Segmenter` on the answer without its markers (a
 * marker after a full stop would otherwise start a sentence of its own), with guards for decimals, domains and
 * abbreviations (shared/sentence-bounds.ts), so "3.35%", "populationstat.com" and "St. Louis" stay inside their claim.
 * `title` comes from the `search_results` entry with the same URL. Cited URLs no marker references are kept
 * without offsets; a group naming no listed citation (e.g. `[2024]`) is text, not a marker.
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

  const markers: Marker[] = [];
  let clean = '';
  let copied = 0;
  for (const match of text.matchAll(markerGroup)) {
    const sources: number[] = [];
    for (const digits of match[0].matchAll(/\d+/g)) {
      const i = Number(digits[0]) - 1;
      if (urls[i] && !sources.includes(i)) sources.push(i);
    }
    if (sources.length === 0) continue;
    clean += text.slice(copied, match.index);
    copied = match.index + match[0].length;
    markers.push({ start: match.index, end: copied, cleanAt: clean.length, sources });
  }
  clean += text.slice(copied);

  const starts = sentenceStarts(clean);
  /** The answer position of a position in `clean`: markers at `at` count as before it when `after`. */
  const toText = (at: number, after: boolean) => {
    let shift = 0;
    for (const m of markers) {
      if (m.cleanAt < at || (after && m.cleanAt === at)) shift += m.end - m.start;
    }
    return at + shift;
  };

  const citations: Citation[] = [];
  const referenced = new Set<number>();
  let previous = 0;
  let sentence = 0;
  for (const marker of markers) {
    let end = marker.cleanAt;
    while (end > previous && space.test(clean[end - 1] ?? '')) end--;
    while (sentence + 1 < starts.length && (starts[sentence + 1] ?? 0) < end) sentence++;
    let start = Math.max(previous, starts[sentence] ?? 0);
    while (start < end && space.test(clean[start] ?? '')) start++;
    const span = end > start ? { startIndex: toText(start, true), endIndex: toText(end, false) } : {};
    for (const i of marker.sources) {
      referenced.add(i);
      citations.push({ ...withTitle(urls[i] as string), ...span });
    }
    previous = marker.cleanAt;
  }
  urls.forEach((url, i) => {
    if (url && !referenced.has(i)) citations.push(withTitle(url));
  });
  return citations;
}
