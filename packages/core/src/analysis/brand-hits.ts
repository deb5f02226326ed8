/**
 * The brand-name hits of an answer that count as mentions, from the matcher's hits over the normalized text:
 * 1. a name the profile writes with a capital letter ("Notion", "Apple", "Flow") found written entirely in lower
 *    case ("la notion de", "an apple a day") is the ordinary word, not the brand (answers write brands as brands);
 * 2. overlapping hits: the longest wins (keepLongest);
 * 3. a brand named with its own product-line alias in one phrase counts once (brand-phrases.ts).
 * Prompts are not read this way (users type brands in lower case); only answers are.
 */
import { mergeBrandPhrases } from './brand-phrases.ts';
import type { TermRef } from './compile-profile.ts';
import type { MappedText } from './strip-markdown.ts';
import { keepLongest, type TermHit } from './term-matcher.ts';

function hasCapital(source: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = source.charCodeAt(k);
    if ((c >= 65 && c <= 90) || (c >= 0xff21 && c <= 0xff3a)) return true;
  }
  return false;
}

export function brandHits(
  hits: readonly TermHit<TermRef>[],
  normalized: MappedText,
  source: string,
): TermHit<TermRef>[] {
  const names = hits.filter(
    (hit) =>
      hit.data.kind === 'brand' &&
      (!hit.data.capitalized ||
        hasCapital(source, normalized.offsets[hit.start]!, normalized.offsets[hit.end - 1]! + 1)),
  );
  return mergeBrandPhrases(keepLongest(names), normalized.text);
}
