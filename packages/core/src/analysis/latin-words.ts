/**
 * Latin-script words: which language a passage is in (en, fr, de, es) and the dictionary forms of an inflected word.
 *
 * The language comes from frequent function words in the passage (le/est/et → French, der/und/ist → German, …); with
 * no cue (a product name inside Korean text), the answer's language when it is one of the four, else English.
 * Inflection is undone only far enough to find a lexicon entry: French and Spanish feminine and plural, German
 * adjective endings and comparatives, English plural "s".
 */
import { entries } from './lexicons/types.ts';

export const LATIN_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

/** Bit per language (1 << index in LATIN_LANGUAGES) for each cue word. */
export function compileCues(cueLists: readonly string[]): Map<string, number> {
  const cues = new Map<string, number>();
  cueLists.forEach((list, index) => {
    for (const word of entries(list)) cues.set(word, (cues.get(word) ?? 0) | (1 << index));
  });
  return cues;
}

/** Index of the language with the most cue hits in `counts`, or `fallback` on no hits or a tie with it. */
export function pickLanguage(counts: readonly number[], fallback: number): number {
  let best = fallback;
  for (let i = 0; i < counts.length; i++) if (counts[i]! > counts[best]!) best = i;
  return best;
}

/**
 * Candidate dictionary forms of `word` after the word itself, most specific first, for `lookup` to try in turn.
 * Returns the first form `lookup` accepts, or undefined.
 */
export function findForm<T>(word: string, language: LatinLanguage, lookup: (form: string) => T | undefined) {
  if (word.length < 4) return undefined;
  const last = word[word.length - 1];
  switch (language) {
    case 'en':
      return last === 's' ? lookup(word.slice(0, -1)) : undefined;
    case 'fr': {
      const base = last === 's' || last === 'x' ? word.slice(0, -1) : word;
      return (
        (base !== word ? lookup(base) : undefined) ??
        feminineFr(base, lookup) ??
        (base.endsWith('e') ? lookup(base.slice(0, -1)) : undefined)
      );
    }
    case 'es': {
      const base = last === 's' ? word.slice(0, -1) : word;
      return (
        (base !== word ? lookup(base) : undefined) ??
        (base.endsWith('a') ? lookup(`${base.slice(0, -1)}o`) : undefined) ??
        (base.endsWith('e') && base !== word ? lookup(base.slice(0, -1)) : undefined)
      );
    }
    case 'de': {
      for (const ending of GERMAN_ENDINGS) {
        if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
        const stem = word.slice(0, -ending.length);
        const found = lookup(stem) ?? (stem.endsWith('er') ? lookup(stem.slice(0, -2)) : undefined);
        if (found !== undefined) return found;
      }
      return undefined;
    }
  }
}

const GERMAN_ENDINGS = ['en', 'em', 'er', 'es', 'e', 'n', 's'];

const FRENCH_FEMININE: ReadonlyArray<readonly [string, string]> = [
  ['ive', 'if'],
  ['euse', 'eux'],
  ['ère', 'er'],
  ['ète', 'et'],
  ['enne', 'en'],
  ['elle', 'el'],
  ['onne', 'on'],
  ['ette', 'et'],
  ['che', 'c'],
];

function feminineFr<T>(word: string, lookup: (form: string) => T | undefined): T | undefined {
  for (const [feminine, masculine] of FRENCH_FEMININE) {
    if (word.endsWith(feminine)) return lookup(word.slice(0, -feminine.length) + masculine);
  }
  return undefined;
}
