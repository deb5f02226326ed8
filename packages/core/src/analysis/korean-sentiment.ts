/**
 * Korean words (어절) for the opinion sum. Stems match at the start of a word, longest first (lexicons/ko.ts); a
 * quality or cost noun must be followed only by particles (만족도가, 가격은) to act as a noun, so that it can pair
 * with the scalar predicate next to it (만족도가 높다, 가격이 낮다). Negation: 안/못 before the word, 않/못하/없 at
 * the start of the next word (좋지 않다, 문제가 없다), 지않/지못/없 inside it (좋지않다, 문제없이), and
 * "X하기 어렵다" (추천하기 어렵습니다). "별로" softens a negated word after it (별로 좋지 않다). Advice ("비교해 보는
 * 것이 좋습니다") is neutral. A word ending in 지만 tips the balance like "but".
 */
import { isParticleSequence } from './korean-particles.ts';
import {
  ko,
  koreanContrastEndings,
  koreanHardTo,
  koreanNegationInWord,
  koreanNegatorsAfter,
  koreanQuestionEndings,
} from './lexicons/ko.ts';
import type { OpinionSum } from './opinion-sum.ts';
import {
  CLAUSE,
  CONTRAST,
  compileEntries,
  type Entry,
  INTENSIFIER,
  matchPhrase,
  NEGATOR,
  NEUTRAL,
  type WordPhrase,
} from './phrase-matcher.ts';

const stems = new Map<string, Entry>();
const exact = new Map<string, Entry>();
const phrases = new Map<string, WordPhrase[]>();
for (const [key, entry] of compileEntries(ko)) {
  const words = key.split(' ');
  if (words.length > 1) {
    const list = phrases.get(words[0]!) ?? [];
    list.push({ rest: words.slice(1), entry });
    phrases.set(words[0]!, list);
  } else if (key.endsWith('$')) exact.set(key.slice(0, -1), entry);
  else stems.set(key, entry);
}
for (const [stem, entry] of [...stems]) {
  for (const variant of mergedForms(stem)) if (!stems.has(variant)) stems.set(variant, entry);
}
for (const list of phrases.values()) {
  for (const phrase of [...list]) {
    for (const variant of mergedForms(phrase.rest[phrase.rest.length - 1]!)) {
      list.push({ rest: [...phrase.rest.slice(0, -1), variant], entry: phrase.entry });
    }
  }
  list.sort((a, b) => b.rest.length - a.rest.length);
}
/** Longest stem by its first character. */
const longestStem = new Map<number, number>();
for (const key of stems.keys()) {
  longestStem.set(key.charCodeAt(0), Math.max(longestStem.get(key.charCodeAt(0)) ?? 0, key.length));
}
const plain = new WeakMap<Entry, Entry>();

/**
 * Forms where an ending merges into a stem's open last syllable: 편하 → 편한/편할/편합 (편합니다), 오래가 → 오래간;
 * 하 also contracts to 해/했 (편해, 편했다).
 */
function mergedForms(stem: string): string[] {
  const last = stem.charCodeAt(stem.length - 1);
  if (last < 0xac00 || last > 0xd7a3 || (last - 0xac00) % 28 !== 0) return [];
  const base = stem.slice(0, -1);
  const forms = [4, 8, 17].map((final) => base + String.fromCharCode(last + final));
  if (stem.endsWith('하')) forms.push(`${base}해`, `${base}했`);
  return forms;
}

// 안 and 못 stand right before the predicate they negate (안 좋다, 잘 안 된다는 불만: not the noun after it).
const NEGATION_WINDOW = 2;
const INTENSIFIER_WINDOW = 3;
const PAIR_WINDOW = 3;
const ADVICE_BEFORE = new Set(['것이', '것도', '게', '편이', '것이죠']);

export interface KoreanStem {
  entry: Entry;
  rest: string;
}

/** The longest stem at the start of `word`; a noun followed by more than particles counts as a plain word. */
export function koreanStem(word: string): KoreanStem | undefined {
  const longest = longestStem.get(word.charCodeAt(0));
  if (longest === undefined) return undefined;
  for (let size = Math.min(longest, word.length); size >= 1; size--) {
    const entry = stems.get(word.slice(0, size));
    if (entry === undefined) continue;
    const rest = word.slice(size);
    if (entry.noun === 0 || rest.length === 0 || isParticleSequence(rest)) return { entry, rest };
    if (entry.weight !== 0) return { entry: asPlain(entry), rest };
  }
  return undefined;
}

function asPlain(entry: Entry): Entry {
  let copy = plain.get(entry);
  if (!copy) {
    copy = { ...entry, noun: 0 };
    plain.set(entry, copy);
  }
  return copy;
}

/** True when `word` has a sentiment stem (used for the 별로 softener). */
function hasOpinion(word: string | undefined): boolean {
  if (!word) return false;
  const stem = koreanStem(word);
  return stem !== undefined && stem.entry.weight !== 0;
}

/**
 * Adds the Korean word `words[at]` (and the words of a phrase starting there) to `sum`; returns how many words were
 * used. `words` are the passage's words, `clauseEnds[i]` whether word i closed a clause.
 */
export function addKoreanWord(
  words: readonly string[],
  clauseEnds: readonly boolean[],
  at: number,
  sum: OpinionSum,
): number {
  const word = words[at]!;
  const candidates = phrases.get(word);
  if (candidates) {
    let available = 0;
    while (at + available + 1 < words.length && available < 4 && !clauseEnds[at + available]) available++;
    const phrase = matchPhrase(candidates, available, (k, expected) => words[at + k]!.startsWith(expected));
    if (phrase && isWholeWordsBeforeLast(phrase, words, at)) {
      if (phrase.entry.role === NEUTRAL) return phrase.rest.length + 1;
      const used = phrase.rest.length + 1;
      const lastRest = words[at + used - 1]!.slice(phrase.rest[phrase.rest.length - 1]!.length);
      sum.opinion(phrase.entry, negatedAfter(lastRest, words[at + used]), PAIR_WINDOW);
      return used;
    }
  }
  const whole = exact.get(word);
  if (whole) return applyRole(whole, sum, word);
  const stem = koreanStem(word);
  if (!stem) return afterWord(word, sum, 1);
  if (stem.entry.role !== 0) return applyRole(stem.entry, sum, word);
  if (word.startsWith('별로') && (hasOpinion(words[at + 1]) || hasOpinion(words[at + 2]))) return 1;
  if (stem.entry.weight > 0 && stem.entry.noun === 0 && ADVICE_BEFORE.has(words[at - 1] ?? '')) return 1;
  if (koreanQuestionEndings.some((e) => stem.rest.endsWith(e))) return 1;
  const next = words[at + 1];
  if (stem.rest.endsWith('기') && next && koreanHardTo.some((h) => next.startsWith(h))) {
    sum.opinion(stem.entry, true, PAIR_WINDOW);
    return 2;
  }
  sum.opinion(stem.entry, negatedAfter(stem.rest, next), PAIR_WINDOW, isAdnominal(word, stem.rest));
  return afterWord(word, sum, 1);
}

/** Phrase words before the last must be whole words (the last one is a stem). */
function isWholeWordsBeforeLast(phrase: WordPhrase, words: readonly string[], at: number): boolean {
  for (let k = 0; k < phrase.rest.length - 1; k++) if (words[at + k + 1] !== phrase.rest[k]) return false;
  return true;
}

/**
 * A scalar in its adnominal form (높은, 많은, 큰, 긴: the stem plus 은/는, or a stem that ends in final ㄴ) describes
 * the noun after it; 크다면, 높다는 do not.
 */
function isAdnominal(word: string, rest: string): boolean {
  if (rest.length > 1 || (rest.length === 1 && rest !== '은' && rest !== '는')) return false;
  const c = word.charCodeAt(word.length - 1);
  return c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 === 4;
}

function negatedAfter(rest: string, next: string | undefined): boolean {
  if (koreanNegationInWord.some((n) => rest.includes(n))) return true;
  return next !== undefined && koreanNegatorsAfter.some((n) => next.startsWith(n));
}

function applyRole(entry: Entry, sum: OpinionSum, word: string): number {
  switch (entry.role) {
    case NEGATOR:
      sum.negator(NEGATION_WINDOW);
      return 1;
    case INTENSIFIER:
      sum.intensifier(INTENSIFIER_WINDOW);
      return 1;
    case CONTRAST:
      sum.contrast();
      return 1;
    case CLAUSE:
      sum.clause();
      return 1;
    case NEUTRAL:
      return 1;
    default:
      sum.opinion(entry, false, PAIR_WINDOW);
      return afterWord(word, sum, 1);
  }
}

function afterWord(word: string, sum: OpinionSum, used: number): number {
  if (koreanContrastEndings.some((e) => word.endsWith(e))) sum.contrast();
  return used;
}
