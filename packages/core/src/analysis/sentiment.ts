/**
 * Sentiment of the passages about one brand, in [−1, 1].
 *
 * `SentimentScorer` is the seam: the lexicon scorer below is the default, and an LLM judge can replace it (it should
 * run out of band and answer from its stored verdicts, since analysis is synchronous and deterministic).
 *
 * Lexicon scorer: every sentiment word adds its weight (lexicons/en.ts, lexicons/ko.ts); an intensifier before it
 * multiplies by 1.5; a negation multiplies by −0.75 (so "not good" is milder than "bad", "not bad" mildly positive).
 * English negators ("not", "never", "no", "…n't") reach three words ahead within the clause; Korean negation is
 * 안/못 before the word, 않/못하/없 in the next word (좋지 않다, 추천하지 않습니다, 문제가 없다) or 지않/없 inside
 * it (좋지않다, 문제없이). "별로" is negative on its own and only a softener before a negated word (별로 좋지 않다).
 * The raw sum S over all passages becomes S / √(S² + 2): one "good" ≈ 0.44, one "excellent" ≈ 0.58, and more
 * evidence approaches ±1. Scores are rounded to 4 decimals.
 */
import { isHangulSyllable } from './boundaries.ts';
import { englishIntensifiers, englishNegators, englishPolarity } from './lexicons/en.ts';
import {
  koreanIntensifiers,
  koreanNegationInWord,
  koreanNegatorsAfter,
  koreanNegatorsBefore,
  koreanPolarity,
} from './lexicons/ko.ts';

export interface SentimentContext {
  brandKey?: string | undefined;
  language?: string | undefined;
  engine?: string | undefined;
}

export interface SentimentScorer {
  /** Versioned name stored beside the scores, e.g. `lexicon-v1`. */
  readonly id: string;
  /** Score normalized passages (NFKC, lower case) about one subject; the result is in [−1, 1]. */
  score(passages: readonly string[], context: SentimentContext): number;
}

const english = new Map(Object.entries(englishPolarity));
const korean = new Map(Object.entries(koreanPolarity));
const longestKoreanStem = Math.max(...[...korean.keys()].map((k) => k.length));
const koreanStemStarts = new Set([...korean.keys()].map((k) => k.charCodeAt(0)));
const SATURATION = 2;
const NEGATION = -0.75;
const INTENSITY = 1.5;

interface Token {
  word: string;
  /** The raw token ended a clause (`,`, `;`, `:`). */
  clauseEnd: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return isHangulSyllable(c) || LETTER_OR_DIGIT.test(String.fromCharCode(c));
}

/** Space-separated words with surrounding punctuation removed (an inner or trailing apostrophe is kept). */
export function tokenize(passage: string): Token[] {
  const text = passage.includes('\u2019') ? passage.replaceAll('\u2019', "'") : passage;
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 10)) i++;
    let end = i;
    while (end < text.length && text.charCodeAt(end) !== 32 && text.charCodeAt(end) !== 10) end++;
    if (end === i) break;
    const last = text.charCodeAt(end - 1);
    let from = i;
    let to = end;
    while (from < to && !isWordChar(text.charCodeAt(from))) from++;
    while (to > from && !isWordChar(text.charCodeAt(to - 1)) && text.charCodeAt(to - 1) !== 39) to--;
    tokens.push({ word: text.slice(from, to), clauseEnd: last === 44 || last === 59 || last === 58 });
    i = end;
  }
  return tokens;
}

function koreanStem(word: string): { weight: number; rest: string } | undefined {
  if (!koreanStemStarts.has(word.charCodeAt(0))) return undefined;
  for (let size = Math.min(longestKoreanStem, word.length); size >= 1; size--) {
    const weight = korean.get(word.slice(0, size));
    if (weight !== undefined) return { weight, rest: word.slice(size) };
  }
  return undefined;
}

function polarityOf(word: string): number {
  if (word.length === 0) return 0;
  if (isHangulSyllable(word.charCodeAt(0))) return koreanStem(word)?.weight ?? 0;
  return english.get(word) ?? 0;
}

/** Unbounded sum of sentiment weights in one passage. */
export function rawPolarity(passage: string): number {
  const tokens = tokenize(passage);
  let sum = 0;
  let negateWithin = 0;
  let boostWithin = 0;
  for (let t = 0; t < tokens.length; t++) {
    const { word, clauseEnd } = tokens[t]!;
    let weight = 0;
    let negatedHere = false;
    if (isHangulSyllable(word.charCodeAt(0))) {
      if (koreanNegatorsBefore.has(word)) {
        negateWithin = 3;
      } else if (koreanIntensifiers.has(word)) {
        boostWithin = 3;
      } else {
        const stem = koreanStem(word);
        const softener =
          word === '별로' && (polarityOf(tokens[t + 1]?.word ?? '') || polarityOf(tokens[t + 2]?.word ?? ''));
        if (stem && !softener) {
          weight = stem.weight;
          const next = tokens[t + 1]?.word ?? '';
          negatedHere =
            koreanNegationInWord.some((n) => stem.rest.includes(n)) ||
            koreanNegatorsAfter.some((n) => next.startsWith(n));
        }
      }
    } else if (englishNegators.has(word) || word.endsWith("n't")) {
      negateWithin = 4;
    } else if (englishIntensifiers.has(word)) {
      boostWithin = 3;
    } else {
      weight = english.get(word) ?? 0;
    }
    if (weight !== 0) {
      let value = weight * (boostWithin > 0 ? INTENSITY : 1);
      if (negatedHere !== negateWithin > 0) value *= NEGATION;
      sum += value;
      negateWithin = 0;
      boostWithin = 0;
    }
    if (clauseEnd) {
      negateWithin = 0;
      boostWithin = 0;
    }
    if (negateWithin > 0) negateWithin--;
    if (boostWithin > 0) boostWithin--;
  }
  return sum;
}

/** Map an unbounded sum into [−1, 1]. */
export function squash(sum: number): number {
  if (sum === 0) return 0;
  return Math.round((sum / Math.sqrt(sum * sum + SATURATION)) * 10_000) / 10_000;
}

export const lexiconSentiment: SentimentScorer = {
  id: 'lexicon-v1',
  score(passages) {
    let sum = 0;
    for (const passage of passages) sum += rawPolarity(passage);
    return squash(sum);
  },
};

/**
 * The lexicon scorer with a memo of passage polarities, for one answer: mentions and evaluation items score the
 * same clauses many times (once per brand and item). Not shared across answers, so measurements stay honest.
 */
export function memoizedLexiconSentiment(): SentimentScorer {
  const memo = new Map<string, number>();
  return {
    id: lexiconSentiment.id,
    score(passages) {
      let sum = 0;
      for (const passage of passages) {
        let polarity = memo.get(passage);
        if (polarity === undefined) {
          polarity = rawPolarity(passage);
          memo.set(passage, polarity);
        }
        sum += polarity;
      }
      return squash(sum);
    },
  };
}
