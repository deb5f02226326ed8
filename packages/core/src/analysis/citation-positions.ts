/**
 * Which sentences each citation supports, per citation:
 * 1. `startIndex`/`endIndex` (UTF-16 indices into the stored answer, clamped to it, swapped if reversed): the
 *    sentences whose range overlaps them (an empty range: the sentence containing it);
 * 2. else `[n]` markers in the text (1-based into the citation list; `[1, 2]` lists too): the sentences holding
 *    those markers (a marker right after a sentence's final period belongs to that sentence);
 * 3. else, when the answer places no citation at all (no offsets, no markers), every sentence: the citation
 *    supports the whole answer (block level, as SerpApi AI Overviews report it);
 * 4. else none: the engine placed its other citations but not this one (retrieved, not cited), so it gets no
 *    impression.
 */
import { type Sentence, sentencesInSourceRange } from './sentences.ts';
import type { AnswerCitationInput } from './types.ts';

export interface CitationMarker {
  /** 0-based index into the citation list. */
  citation: number;
  /** Offset of the marker's `[` in the stored answer. */
  offset: number;
}

const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

export function findCitationMarkers(text: string, citationCount: number): CitationMarker[] {
  const markers: CitationMarker[] = [];
  if (citationCount === 0 || !text.includes('[')) return markers;
  for (const match of text.matchAll(MARKER)) {
    for (const part of match[1]!.split(',')) {
      const n = Number(part.trim());
      if (n >= 1 && n <= citationCount) markers.push({ citation: n - 1, offset: match.index });
    }
  }
  return markers;
}

function hasOffsets(citation: AnswerCitationInput): boolean {
  return typeof citation.startIndex === 'number' && Number.isFinite(citation.startIndex);
}

function clamp(value: number, length: number): number {
  return Math.min(length, Math.max(0, Math.trunc(value)));
}

/** Sentence indices supported by each citation, in citation order. */
export function citationSentences(
  text: string,
  citations: readonly AnswerCitationInput[],
  sentences: readonly Sentence[],
): number[][] {
  const markers = findCitationMarkers(text, citations.length);
  const blockLevel = markers.length === 0 && !citations.some(hasOffsets);
  const all = sentences.map((_, s) => s);
  return citations.map((citation, c) => {
    if (hasOffsets(citation)) {
      let start = clamp(citation.startIndex!, text.length);
      const endRaw = citation.endIndex;
      let end = typeof endRaw === 'number' && Number.isFinite(endRaw) ? clamp(endRaw, text.length) : start;
      if (end < start) [start, end] = [end, start];
      return sentencesInSourceRange(sentences, start, end);
    }
    if (blockLevel) return all;
    const placed = new Set<number>();
    for (const marker of markers) {
      if (marker.citation !== c) continue;
      for (const s of sentencesInSourceRange(sentences, marker.offset, marker.offset)) placed.add(s);
    }
    return [...placed].sort((a, b) => a - b);
  });
}
