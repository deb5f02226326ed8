/**
 * Sentences of the normalized answer. A sentence ends at a newline (list items, headings and table rows stand
 * alone), after `。`, or after `.`, `!`, `?`, `…` followed by a space or the end (so "3.5" and "samsung.com" do
 * not split; "vs.", "e.g.", "Dr." and similar abbreviations do not end a sentence). Pieces without a word are
 * dropped.
 *
 * Each sentence also owns a range of the stored answer, `[sourceStart, sourceEnd)`: from its first character to the
 * next sentence's first character (the first sentence from 0, the last to the end), so that citation markers and
 * offsets that sit right after a sentence belong to it.
 */
import type { MappedText } from './strip-markdown.ts';

export interface Sentence {
  /** Range in the normalized text. */
  start: number;
  end: number;
  /** Range in the stored answer. */
  sourceStart: number;
  sourceEnd: number;
  /** Whitespace-separated tokens that contain a letter or digit. */
  words: number;
  /** The normalized sentence text. */
  text: string;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ABBREVIATIONS = new Set([
  'vs',
  'e.g',
  'i.e',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'cf',
  'approx',
  'jr',
  'sr',
  'st',
]);

function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  if (c >= 0xac00 && c <= 0xd7a3) return true;
  return LETTER_OR_DIGIT.test(String.fromCharCode(c));
}

export function countWords(text: string, start = 0, end = text.length): number {
  let words = 0;
  let counted = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10) counted = false;
    else if (!counted && isWordChar(c)) {
      counted = true;
      words++;
    }
  }
  return words;
}

function isTerminal(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 0x3002 || c === 0x2026;
}

function isClosing(c: number): boolean {
  return c === 34 || c === 39 || c === 41 || c === 93 || c === 0x201d || c === 0x2019;
}

function isAbbreviation(text: string, dot: number): boolean {
  let from = dot;
  while (from > 0 && text.charCodeAt(from - 1) !== 32 && text.charCodeAt(from - 1) !== 10) from--;
  return ABBREVIATIONS.has(text.slice(from, dot));
}

/** Split normalized text (mapped to the stored answer of length `sourceLength`) into sentences. */
export function splitSentences(normalized: MappedText, sourceLength: number): Sentence[] {
  const { text, offsets } = normalized;
  const sentences: Sentence[] = [];
  const add = (from: number, to: number): void => {
    while (from < to && text.charCodeAt(from) === 32) from++;
    while (to > from && text.charCodeAt(to - 1) === 32) to--;
    const words = countWords(text, from, to);
    if (words === 0) return;
    sentences.push({ start: from, end: to, sourceStart: offsets[from]!, sourceEnd: 0, words, text: '' });
  };
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      add(from, i);
      from = i + 1;
    } else if (isTerminal(c)) {
      let end = i + 1;
      while (end < text.length && (isTerminal(text.charCodeAt(end)) || isClosing(text.charCodeAt(end))))
        end++;
      const next = text.charCodeAt(end);
      if (c !== 0x3002 && end < text.length && next !== 32 && next !== 10) continue;
      if (c === 46 && isAbbreviation(text, i)) continue;
      add(from, end);
      from = end;
      i = end - 1;
    }
  }
  add(from, text.length);
  for (let s = 0; s < sentences.length; s++) {
    const sentence = sentences[s]!;
    if (s === 0) sentence.sourceStart = 0;
    sentence.sourceEnd = s + 1 < sentences.length ? sentences[s + 1]!.sourceStart : sourceLength;
    sentence.text = text.slice(sentence.start, sentence.end);
  }
  return sentences;
}

/** Index of the sentence containing normalized position `position`, or -1 before the first sentence. */
export function sentenceAt(sentences: readonly Sentence[], position: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid]!.start <= position) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Sentences whose source range overlaps `[start, end)`; an empty range selects the sentence containing `start`. */
export function sentencesInSourceRange(sentences: readonly Sentence[], start: number, end: number): number[] {
  // sentence source ranges tile [0, source length): find the one containing `start`, then walk forward
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sentences[mid]!.sourceStart <= start) lo = mid;
    else hi = mid - 1;
  }
  const selected: number[] = [];
  if (sentences.length === 0) return selected;
  selected.push(lo);
  for (let s = lo + 1; s < sentences.length && sentences[s]!.sourceStart < end; s++) selected.push(s);
  return selected;
}
