import { scriptLocale } from './script-locale.ts';

/**
 * Abbreviations after which a full stop does not end the sentence (the Unicode rules break after "St." before
 * "Louis"). `No.`/`Nos.` only count before a number ("No. 1"), single capitals are initials ("J. K. Rowling").
 */
const abbreviation =
  /(?:^|[\s(["'])(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Jr|St|Ste|Mt|Ft|Gen|Gov|Sen|Rep|Capt|Lt|Col|Sgt|Inc|Ltd|Co|Corp|Bros|Dept|Univ|Ave|Blvd|Rd|vs|approx|est|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|e\.g|i\.e|cf|et al|U\.S|U\.K|E\.U|[A-Z])\.$/;
const numberAbbreviation = /(?:^|[\s(])Nos?\.$/;
const asciiWord = /[A-Za-z0-9]/;

/**
 * Sentence start positions of `text` (always 0 first), from `Intl.Segmenter` (`granularity: 'sentence'`) in the
 * locale of the text's script, with guards: a full stop between two letters or digits with no space ("3.35",
 * "populationstat.com", "Node.js") never ends a sentence, nor does one after a known abbreviation or an initial.
 */
export function sentenceStarts(text: string, locale = scriptLocale(text)): number[] {
  const starts: number[] = [];
  for (const { index } of new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)) {
    if (starts.length === 0 || !continuesSentence(text, index)) starts.push(index);
  }
  if (starts[0] !== 0) starts.unshift(0);
  return starts;
}

/** Whether the segmenter's boundary at `index` is inside a sentence after all. */
function continuesSentence(text: string, index: number): boolean {
  // Abbreviations are short: the end of the text before the boundary is enough.
  const window = text.slice(Math.max(0, index - 32), index);
  const before = window.trimEnd();
  if (!before.endsWith('.')) return false;
  const next = text[index] ?? '';
  // "3.35", "example.com": no space after the stop and word characters on both sides.
  if (before.length === window.length && asciiWord.test(before.at(-2) ?? '') && asciiWord.test(next))
    return true;
  if (numberAbbreviation.test(before)) return /\d/.test(next);
  return abbreviation.test(before);
}
