/**
 * Facts of one analyzed chat, as the analysis in @sightline/core produces them (this package cannot import core,
 * so the shape is restated structurally), plus what only the collector knows: titles, offsets and competitor keys.
 */
export interface MentionFactRow {
  brandKey: string;
  firstOffset: number;
  count: number;
  rank: number;
  sentiment: number;
}

export interface CitationFactRow {
  url: string;
  normalizedUrl: string;
  domain: string;
  title?: string | null | undefined;
  startIndex?: number | null | undefined;
  endIndex?: number | null | undefined;
  sourceType: string;
  contentType: string;
  competitorKey?: string | null | undefined;
  impression: number;
  extracted?: boolean | undefined;
}

export interface AspectFactRow {
  itemKey: string;
  brandKey: string;
  sentiment: number;
}

export interface ChatFacts {
  mentions: readonly MentionFactRow[];
  citations: readonly CitationFactRow[];
  aspects: readonly AspectFactRow[];
}

/** A stored chat as the fact writer needs it. */
export interface ChatKey {
  id: number;
  organizationId: number;
  projectId: number;
  promptId: number;
  engine: string;
  day: string;
  answer: string;
}

/** Scores above this are positive, below its negative negative, the rest neutral (the metric's labels). */
export const sentimentLabelThreshold = 0.1;
