/**
 * Which part of a sentence speaks about a brand. When a sentence names only one tracked brand, the whole sentence
 * does. When it names several, each brand gets the clauses that name it, so "Samsung is excellent, but LG is
 * disappointing" / "삼성은 훌륭하지만 LG는 실망스럽다" score the two brands apart. Clauses end at `,` `;` `:`, before
 * contrast words (but, however, whereas, 하지만, 반면, …) and after words ending in 지만/는데/은데. Comparisons inside
 * one clause ("A is better than B", "A는 B보다 좋다") still give both brands the same score: a known limit of a lexicon.
 */
import { englishContrast } from './lexicons/en.ts';
import { koreanContrast, koreanContrastEndings } from './lexicons/ko.ts';

function isClosingPunctuation(c: number): boolean {
  return (
    c === 44 || c === 59 || c === 58 || c === 46 || c === 33 || c === 63 || c === 41 || c === 34 || c === 39
  );
}

/** Clause ranges `[start, end)` within `text`, covering every word. */
export function clauseRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let clauseStart = 0;
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 10)) i++;
    if (i >= text.length) break;
    let end = i;
    while (end < text.length && text.charCodeAt(end) !== 32 && text.charCodeAt(end) !== 10) end++;
    let wordEnd = end;
    while (wordEnd > i && isClosingPunctuation(text.charCodeAt(wordEnd - 1))) wordEnd--;
    const word = text.slice(i, wordEnd);
    if ((englishContrast.has(word) || koreanContrast.has(word)) && i > clauseStart) {
      ranges.push([clauseStart, i]);
      clauseStart = i;
    }
    const last = text.charCodeAt(end - 1);
    if (last === 44 || last === 59 || last === 58 || koreanContrastEndings.some((e) => word.endsWith(e))) {
      ranges.push([clauseStart, end]);
      clauseStart = end;
    }
    i = end;
  }
  if (clauseStart < text.length && text.slice(clauseStart).trim().length > 0)
    ranges.push([clauseStart, text.length]);
  return ranges;
}

/**
 * Passages about one brand in a sentence: the sentence itself, or (when `others` is non-empty) the clauses that
 * contain one of `own` (sentence-relative offsets of the brand's mentions).
 */
export function passagesFor(sentence: string, own: readonly number[], others: readonly number[]): string[] {
  if (others.length === 0) return [sentence];
  const passages: string[] = [];
  for (const [start, end] of clauseRanges(sentence)) {
    if (own.some((offset) => offset >= start && offset < end)) passages.push(sentence.slice(start, end));
  }
  return passages.length > 0 ? passages : [sentence];
}
