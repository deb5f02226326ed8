/**
 * Compiled lexicons and their matchers. A lexicon (lexicons/types.ts) compiles into entries that carry a role
 * (opinion, negator, intensifier, contrast, clause start, neutral), a weight, and the noun/scalar orientation used to
 * read "price is low" or "만족도가 높다".
 *
 * - Word tables (space-separated languages): single words in a map; multi-word phrases indexed by their first word,
 *   longest first, matched on consecutive tokens before the single word (so "falls short" wins over "short").
 * - Character tables (Japanese, Chinese: no spaces): every entry indexed by its first character, longest first,
 *   matched as a substring at each position of a run of Han/kana characters.
 */
import { entries, type Lexicon } from './lexicons/types.ts';

export const OPINION = 0;
export const NEGATOR = 1;
export const INTENSIFIER = 2;
export const CONTRAST = 3;
export const CLAUSE = 4;
export const NEUTRAL = 5;
export const NEAR_NEGATOR = 6;
export const COPULA = 7;

export interface Entry {
  role: number;
  /** Opinion weight when the entry stands alone (0 for a bare scalar or quality noun). */
  weight: number;
  /** +1 quality noun, −1 cost noun, 0 otherwise. */
  noun: number;
  /** +1 high/long/many, −1 low/short/few, 0 otherwise. */
  scalar: number;
}

/** Every entry of a lexicon by its text (multi-word entries keep their single spaces). */
export function compileEntries(lexicon: Lexicon): Map<string, Entry> {
  const map = new Map<string, Entry>();
  const get = (key: string): Entry => {
    let entry = map.get(key);
    if (!entry) {
      entry = { role: OPINION, weight: 0, noun: 0, scalar: 0 };
      map.set(key, entry);
    }
    return entry;
  };
  for (const [weight, list] of lexicon.polarity) for (const key of entries(list)) get(key).weight = weight;
  for (const key of entries(lexicon.qualityNouns)) get(key).noun = 1;
  for (const key of entries(lexicon.costNouns)) get(key).noun = -1;
  for (const key of entries(lexicon.highScalars)) get(key).scalar = 1;
  for (const key of entries(lexicon.lowScalars)) get(key).scalar = -1;
  const roles: Array<[string, number]> = [
    [lexicon.negators, NEGATOR],
    [lexicon.nearNegators ?? '', NEAR_NEGATOR],
    [lexicon.copulas ?? '', COPULA],
    [lexicon.intensifiers, INTENSIFIER],
    [lexicon.contrast, CONTRAST],
    [lexicon.clauseStarts, CLAUSE],
    [lexicon.neutral, NEUTRAL],
  ];
  for (const [list, role] of roles) for (const key of entries(list)) get(key).role = role;
  return map;
}

export interface WordPhrase {
  /** The words after the first one. */
  rest: readonly string[];
  entry: Entry;
}

export interface WordTable {
  single: ReadonlyMap<string, Entry>;
  /** Multi-word phrases by first word, longest first. */
  phrases: ReadonlyMap<string, readonly WordPhrase[]>;
}

export function compileWordTable(lexicon: Lexicon): WordTable {
  const single = new Map<string, Entry>();
  const phrases = new Map<string, WordPhrase[]>();
  for (const [key, entry] of compileEntries(lexicon)) {
    const words = key.split(' ');
    if (words.length === 1) {
      single.set(key, entry);
      continue;
    }
    const list = phrases.get(words[0]!) ?? [];
    list.push({ rest: words.slice(1), entry });
    phrases.set(words[0]!, list);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.rest.length - a.rest.length);
  return { single, phrases };
}

/**
 * The longest phrase of `table` that starts with `words[at]` and continues over the next words (`words[at + k]`
 * compared by `same(k, word)`), or undefined. `available` is how many words may follow.
 */
export function matchPhrase(
  candidates: readonly WordPhrase[],
  available: number,
  same: (offset: number, word: string) => boolean,
): WordPhrase | undefined {
  outer: for (const phrase of candidates) {
    if (phrase.rest.length > available) continue;
    for (let k = 0; k < phrase.rest.length; k++) if (!same(k + 1, phrase.rest[k]!)) continue outer;
    return phrase;
  }
  return undefined;
}

export interface CharEntry {
  text: string;
  entry: Entry;
}

/** Entries by first character, longest first. */
export type CharTable = ReadonlyMap<string, readonly CharEntry[]>;

export function compileCharTable(lexicon: Lexicon): CharTable {
  const table = new Map<string, CharEntry[]>();
  for (const [text, entry] of compileEntries(lexicon)) {
    const list = table.get(text[0]!) ?? [];
    list.push({ text, entry });
    table.set(text[0]!, list);
  }
  for (const list of table.values()) list.sort((a, b) => b.text.length - a.text.length);
  return table;
}

/** The longest entry of `table` found in `text` at `at`, or undefined. */
export function matchAt(table: CharTable, text: string, at: number): CharEntry | undefined {
  const candidates = table.get(text[at]!);
  if (!candidates) return undefined;
  for (const candidate of candidates) if (text.startsWith(candidate.text, at)) return candidate;
  return undefined;
}
