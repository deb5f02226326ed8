import type { ChatCitationMarker } from '@sightline/contracts';
import { findCitationMarkerSpans, findMentionSpans } from '@sightline/core';
import type { StoredAnalysisProfile } from '@sightline/db';

interface Highlights<M> {
  mentions: Array<M & { spans: Array<{ start: number; end: number }> }>;
  markers: ChatCitationMarker[];
}

/**
 * Where the answer refers to its sources: the `[n]` markers written in the text, and, for each citation the engine
 * placed by offsets (`endIndex`) that no written marker names, an empty marker at the end of the cited passage, so
 * every placed source can be reached from the answer as a numbered footnote.
 */
export function citationMarkers(
  answer: string,
  citations: ReadonlyArray<{ position: number; endIndex: number | null }>,
): ChatCitationMarker[] {
  const written = findCitationMarkerSpans(answer, citations.length);
  const named = new Set(written.flatMap((m) => m.positions));
  const placed = new Map<number, number[]>();
  for (const c of citations) {
    if (c.endIndex === null || named.has(c.position)) continue;
    const at = Math.min(Math.max(c.endIndex, 0), answer.length);
    if (written.some((m) => m.start < at && at < m.end)) continue;
    placed.set(at, [...(placed.get(at) ?? []), c.position]);
  }
  const empty = [...placed].map(([at, positions]) => ({
    start: at,
    end: at,
    positions: positions.sort((a, b) => a - b),
  }));
  return [...written, ...empty].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * What the chat view highlights in a stored answer: each stored mention's every occurrence, found by core's mention
 * matcher with the project's analysis profile (the rule that produced the stored mentions), and the markers that
 * lead to the answer's citations. A brand the profile no longer names keeps its mention without spans.
 */
export function answerHighlights<M extends { brandKey: string }>(
  answer: string,
  mentions: readonly M[],
  citations: ReadonlyArray<{ position: number; endIndex: number | null }>,
  profile: StoredAnalysisProfile | null,
): Highlights<M> {
  const spans = profile ? findMentionSpans(answer, profile) : [];
  return {
    mentions: mentions.map((m) => ({
      ...m,
      spans: spans.filter((s) => s.brandKey === m.brandKey).map(({ start, end }) => ({ start, end })),
    })),
    markers: citationMarkers(answer, citations),
  };
}
