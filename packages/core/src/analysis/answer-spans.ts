/**
 * Where things sit in a stored answer, for showing it: every brand-name occurrence that analysis counts as a mention
 * (the same pipeline as `analyzeAnswer`: markdown and citation-link labels stripped, NFKC + lower case, one
 * Aho–Corasick pass, the hits that count: brand-hits.ts)
 * and every `[n]` citation marker. Offsets are UTF-16 indices into the stored answer, ends exclusive.
 */
import { brandHits } from './brand-hits.ts';
import { findCitationMarkers } from './citation-positions.ts';
import { type CompiledProfile, resolveProfile } from './compile-profile.ts';
import { normalizeMapped } from './normalize-text.ts';
import { stripMarkdown } from './strip-markdown.ts';
import type { AnalysisProfile, BrandKey } from './types.ts';

export interface MentionSpan {
  brandKey: BrandKey;
  start: number;
  end: number;
}

export interface CitationMarkerSpan {
  start: number;
  end: number;
  /** 1-based citation numbers the marker names, in its order. */
  positions: number[];
}

function isContinuation(c: number): boolean {
  // a low surrogate, or a combining mark (folded into the character before it by normalization)
  return (c >= 0xdc00 && c <= 0xdfff) || (c >= 0x300 && c <= 0x36f) || (c >= 0x1160 && c <= 0x11ff);
}

/** Every occurrence of a tracked brand's names in `text`, by position; the counts equal the mentions' counts. */
export function findMentionSpans(text: string, profile: AnalysisProfile | CompiledProfile): MentionSpan[] {
  const compiled = resolveProfile(profile);
  const normalized = normalizeMapped(stripMarkdown(text, { dropLinkLabels: true }));
  return brandHits(compiled.terms.findAll(normalized.text), normalized, text).map((hit) => {
    const start = normalized.offsets[hit.start]!;
    let end = normalized.offsets[hit.end - 1]! + 1;
    while (end < text.length && isContinuation(text.charCodeAt(end))) end++;
    return { brandKey: compiled.brandKeys[hit.data.index]!, start, end };
  });
}

/** The `[n]` / `[n, m]` markers of `text` that name one of `citationCount` citations, in order. */
export function findCitationMarkerSpans(text: string, citationCount: number): CitationMarkerSpan[] {
  const spans: CitationMarkerSpan[] = [];
  for (const marker of findCitationMarkers(text, citationCount)) {
    const last = spans[spans.length - 1];
    if (last?.start === marker.offset) last.positions.push(marker.citation + 1);
    else
      spans.push({
        start: marker.offset,
        end: text.indexOf(']', marker.offset) + 1,
        positions: [marker.citation + 1],
      });
  }
  return spans;
}
