/**
 * Sentiment of the passages about one brand, in [−1, 1].
 *
 * `SentimentScorer` is the seam: the lexicon scorer below is the default, and an LLM judge can replace it (it should
 * run out of band and answer from its stored verdicts, since analysis is synchronous and deterministic).
 *
 * Lexicon scorer (`lexicon-v3`): a passage is cut into words (split at spaces) and runs of Han/kana characters
 * (Japanese and Chinese have no spaces). Each piece goes to the front end of its script, which reads opinion words
 * and phrases, negation, intensifiers, contrast and noun + scalar pairs into one running sum (opinion-sum.ts):
 * - Hangul words: Korean (korean-sentiment.ts, lexicons/ko.ts);
 * - Latin words: English, French, German or Spanish, by the function words of the passage, else the answer's
 *   language (latin-sentiment.ts, latin-words.ts) — so a product name inside Korean text is read as English;
 * - Han/kana runs: Japanese when the passage has kana (or the answer is Japanese), else Chinese (cjk-sentiment.ts).
 * Multi-word phrases are matched before their words ("falls short", "가격 대비", "rapport qualité-prix"); a question
 * states no opinion. The raw sum S over all passages becomes S / √(S² + 2): one "good" ≈ 0.44, one "excellent" ≈
 * 0.58, and more evidence approaches ±1. Scores are rounded to 4 decimals.
 */
import { isHangulSyllable } from './boundaries.ts';
import { addCjkRun, cjkClass } from './cjk-sentiment.ts';
import { addKoreanWord } from './korean-sentiment.ts';
import { addLatinWord, latinLanguage } from './latin-sentiment.ts';
import { OpinionSum } from './opinion-sum.ts';

export interface SentimentContext {
  brandKey?: string | undefined;
  /** Set when scoring an evaluation item's aspect for the brand (judged sentiment answers per item). */
  itemKey?: string | undefined;
  language?: string | undefined;
  engine?: string | undefined;
}

export interface SentimentScorer {
  /** Versioned name stored beside the scores, e.g. `lexicon-v3`. */
  readonly id: string;
  /** Score normalized passages (NFKC, lower case) about one subject; the result is in [−1, 1]. */
  score(passages: readonly string[], context: SentimentContext): number;
}

const SATURATION = 2;
const LATIN = 0;
const HANGUL = 1;
const CJK = 2;

/** Pieces of a passage: words and Han/kana runs, their script and whether each closed a clause. */
export interface Pieces {
  text: string[];
  kind: number[];
  /** `kind[i] === LATIN`, for the Latin front end. */
  latin: boolean[];
  clauseEnd: boolean[];
  /** The passage has kana (Japanese). */
  kana: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return isHangulSyllable(c) || LETTER_OR_DIGIT.test(String.fromCharCode(c));
}

function isClausePunctuation(c: number): boolean {
  return c === 44 || c === 59 || c === 58 || c === 0x3001 || c === 0x3002 || c === 0xff0c || c === 0xff1b;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** Words (surrounding punctuation removed, an inner or trailing apostrophe kept) and Han/kana runs. */
export function splitPieces(passage: string): Pieces {
  const text = passage.includes('\u2019') ? passage.replaceAll('\u2019', "'") : passage;
  const pieces: Pieces = { text: [], kind: [], latin: [], clauseEnd: [], kana: false };
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    let end = i;
    if (cjkClass(c) !== 0) {
      let cls = cjkClass(c);
      while (cls !== 0) {
        if (cls === 2) pieces.kana = true;
        end++;
        cls = end < text.length ? cjkClass(text.charCodeAt(end)) : 0;
      }
      pieces.text.push(text.slice(i, end));
      pieces.kind.push(CJK);
      pieces.latin.push(false);
      pieces.clauseEnd.push(false);
      i = end;
      continue;
    }
    while (end < text.length) {
      const d = text.charCodeAt(end);
      if (isSpace(d) || cjkClass(d) !== 0) break;
      end++;
    }
    let from = i;
    let to = end;
    while (from < to && !isWordChar(text.charCodeAt(from))) from++;
    while (to > from && !isWordChar(text.charCodeAt(to - 1)) && text.charCodeAt(to - 1) !== 39) to--;
    pieces.text.push(text.slice(from, to));
    const hangul = from < to && isHangulSyllable(text.charCodeAt(from));
    pieces.kind.push(hangul ? HANGUL : LATIN);
    pieces.latin.push(!hangul);
    pieces.clauseEnd.push(isClausePunctuation(text.charCodeAt(end - 1)));
    i = end;
  }
  return pieces;
}

function isQuestion(passage: string): boolean {
  let end = passage.length - 1;
  while (end >= 0 && isSpace(passage.charCodeAt(end))) end--;
  const c = passage.charCodeAt(end);
  return c === 63 || c === 0xff1f;
}

/**
 * Unbounded sum of opinion weights in one passage; `language` is the answer's language (a hint). A question states
 * no opinion ("Which is better?", "어떤 제품이 좋을까요?"): 0.
 */
export function rawPolarity(passage: string, language?: string): number {
  if (isQuestion(passage)) return 0;
  const pieces = splitPieces(passage);
  const { text, kind, latin, clauseEnd } = pieces;
  const latinLang = latin.includes(true) ? latinLanguage(text, latin, language) : 'en';
  const japanese = pieces.kana || language === 'ja';
  const sum = new OpinionSum();
  for (let at = 0; at < text.length; ) {
    let used = 1;
    if (kind[at] === HANGUL) used = addKoreanWord(text, clauseEnd, at, sum);
    else if (kind[at] === CJK) addCjkRun(text[at]!, japanese, sum);
    else used = addLatinWord(text, latin, clauseEnd, at, latinLang, sum);
    for (let k = 0; k < used; k++) sum.step();
    if (clauseEnd[at + used - 1]) sum.clause();
    at += used;
  }
  return sum.total;
}

/** Map an unbounded sum into [−1, 1]. */
export function squash(sum: number): number {
  if (sum === 0) return 0;
  return Math.round((sum / Math.sqrt(sum * sum + SATURATION)) * 10_000) / 10_000;
}

export const lexiconSentiment: SentimentScorer = {
  id: 'lexicon-v3',
  score(passages, context) {
    let sum = 0;
    for (const passage of passages) sum += rawPolarity(passage, context.language);
    return squash(sum);
  },
};

/**
 * The lexicon scorer with a memo of passage polarities, for one answer: mentions and evaluation items score the
 * same clauses many times (once per brand and item). Not shared across answers, so measurements stay honest.
 */
export function memoizedLexiconSentiment(): SentimentScorer {
  const memo = new Map<string, Map<string, number>>();
  return {
    id: lexiconSentiment.id,
    score(passages, context) {
      const language = context.language ?? '';
      let byPassage = memo.get(language);
      if (!byPassage) {
        byPassage = new Map();
        memo.set(language, byPassage);
      }
      let sum = 0;
      for (const passage of passages) {
        let polarity = byPassage.get(passage);
        if (polarity === undefined) {
          polarity = rawPolarity(passage, context.language);
          byPassage.set(passage, polarity);
        }
        sum += polarity;
      }
      return squash(sum);
    },
  };
}
