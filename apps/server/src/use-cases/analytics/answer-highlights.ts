import type { ChatCitationMarker } from '@sightline/contracts';
import { findCitationMarkerSpans, findMentionSpans } from '@sightline/core';
import type { StoredAnalysisProfile } from '@sightline/db';

interface Highlights<M> {
  mentions: Array<M & { spans: Array<{ start: number; end: number }> }>;
  markers: ChatCitationMarker[];
}

/**
 * What the chat view highlights in a stored answer: each stored mention's every occurrence, found by core's mention
 * matcher with the project's analysis profile (the rule that produced the stored mentions), and the `[n]` markers
 * that name one of the answer's citations. A brand the profile no longer names keeps its mention without spans.
 */
export function answerHighlights<M extends { brandKey: string }>(
  answer: string,
  mentions: readonly M[],
  citationCount: number,
  profile: StoredAnalysisProfile | null,
): Highlights<M> {
  const spans = profile ? findMentionSpans(answer, profile) : [];
  return {
    mentions: mentions.map((m) => ({
      ...m,
      spans: spans.filter((s) => s.brandKey === m.brandKey).map(({ start, end }) => ({ start, end })),
    })),
    markers: findCitationMarkerSpans(answer, citationCount),
  };
}
