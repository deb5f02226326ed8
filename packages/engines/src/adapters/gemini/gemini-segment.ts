import { clampSpan } from '../../shared/citation-span.ts';
import { asNumber, asString, type JsonObject } from '../../shared/shape.ts';
import { utf8ByteOffsetToIndex } from '../../shared/utf8-offsets.ts';

/** The answer's text parts: where each sits in `parts` and in the answer text. */
export interface AnswerParts {
  text: string;
  /** By index into `candidate.content.parts`: the text part there and its start in `text`. */
  byPartIndex: Map<number, { text: string; start: number }>;
  /** The same, in the order of the answer text (thought and tool parts left out). */
  ordered: { text: string; start: number }[];
}

type Span = { startIndex: number; endIndex: number };

/** A span read from UTF-8 byte offsets into `within`, which starts at `shift` in the answer text. */
function byteSpan(within: string, shift: number, start: number, end: number | undefined): Span | undefined {
  if (end === undefined) return undefined;
  const local = clampSpan(within, utf8ByteOffsetToIndex(within, start), utf8ByteOffsetToIndex(within, end));
  return local ? { startIndex: local.startIndex + shift, endIndex: local.endIndex + shift } : undefined;
}

/**
 * The answer span of a grounding `segment`. Offsets are UTF-8 bytes into the part `partIndex` names (JSON omits
 * it when it is 0). When thinking or tool parts come first, what the index counts is not what it says, so the
 * readings are tried in turn: the part at `partIndex` of `parts`; the `partIndex`-th text part of the answer;
 * the answer text as a whole. The first whose text is the segment's own `text` wins; without a match, the
 * segment's `text` where it occurs in the answer (the occurrence nearest the first reading); without a `text`,
 * the first reading that gives a span.
 */
export function segmentSpan(segment: JsonObject | undefined, parts: AnswerParts): Span | undefined {
  if (!segment) return undefined;
  const start = asNumber(segment.startIndex) ?? 0;
  const end = asNumber(segment.endIndex);
  const partIndex = asNumber(segment.partIndex);
  const readings: Span[] = [];
  const add = (part: { text: string; start: number } | undefined) => {
    const span = part ? byteSpan(part.text, part.start, start, end) : undefined;
    if (span) readings.push(span);
  };
  add(parts.byPartIndex.get(partIndex ?? 0));
  add(parts.ordered[partIndex ?? 0]);
  add({ text: parts.text, start: 0 });

  const expected = asString(segment.text);
  if (!expected?.trim()) return readings[0];
  const slice = (s: Span) => parts.text.slice(s.startIndex, s.endIndex);
  const exact =
    readings.find((s) => slice(s) === expected) ?? readings.find((s) => slice(s).trim() === expected.trim());
  if (exact) return exact;
  return nearestOccurrence(parts.text, expected.trim(), readings[0]?.startIndex ?? 0) ?? readings[0];
}

function nearestOccurrence(text: string, needle: string, near: number): Span | undefined {
  let best: number | undefined;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (best === undefined || Math.abs(at - near) < Math.abs(best - near)) best = at;
  }
  return best === undefined ? undefined : { startIndex: best, endIndex: best + needle.length };
}
