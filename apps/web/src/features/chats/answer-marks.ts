/**
 * Puts the chat view's highlights into an answer's markdown source before it is parsed: every mention span and every
 * `[n]` citation marker, by their offsets into the stored answer (UTF-16 code units, ends exclusive).
 *
 * The marks are single private-use characters, not HTML: markdown parses them as ordinary letters, so they survive
 * inside emphasis, link text and code without changing how the source parses and without escaping anything, and
 * `rehype-answer-marks.ts` turns them into elements afterwards. Insertions are applied from the end backwards so each
 * offset still points at the text it was computed for.
 */

/** Opens mention `i` (one character, `openBase + i`). */
export const openBase = 0xe000;
/** Stands for citation marker `j` (one character, `markerBase + j`); the marker's own text is replaced by it. */
export const markerBase = 0xec00;
/** Closes the innermost open mention. */
export const closeMark = '\uf800';
const maxMentions = markerBase - openBase;
const maxMarkers = 0xf800 - markerBase;

export interface MentionSpanInput {
  brandKey: string;
  own: boolean;
  spans: ReadonlyArray<{ start: number; end: number }>;
}

export interface MarkerInput {
  start: number;
  end: number;
  positions: readonly number[];
}

/** What mark `i` / marker `j` stands for. */
export interface AnswerMarks {
  source: string;
  mentions: Array<{ brandKey: string; own: boolean }>;
  markers: Array<{ positions: number[] }>;
}

interface Span {
  brandKey: string;
  own: boolean;
  start: number;
  end: number;
}

const privateUse = /[\ue000-\uf8ff]/g;

/**
 * Mention spans that can be written as properly nested marks: out of range, empty or over a citation marker they
 * are dropped; one that crosses an earlier one starts where that one ends (so each span stays one mark).
 */
function nestable(spans: Span[], length: number, markers: readonly MarkerInput[]): Span[] {
  const sorted = spans
    .filter((s) => s.start >= 0 && s.end <= length && s.start < s.end)
    .filter((s) => !markers.some((m) => s.start < m.end && m.start < s.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const accepted: Span[] = [];
  for (const span of sorted) {
    const s = { ...span };
    let moved = true;
    while (moved && s.start < s.end) {
      moved = false;
      for (const a of accepted) {
        const crosses = a.start < s.start && s.start < a.end && a.end < s.end;
        const same = a.start === s.start && a.end === s.end;
        if (crosses) {
          s.start = a.end;
          moved = true;
        } else if (same) s.start = s.end;
      }
    }
    if (s.start < s.end) accepted.push(s);
  }
  return accepted;
}

interface Insertion {
  at: number;
  /** Characters of the source replaced (markers only). */
  remove: number;
  text: string;
  /** Order among insertions at the same offset: closes, then markers, then opens (outer before inner). */
  rank: number;
}

/** The answer's markdown with the marks inserted, and what each mark stands for. */
export function markAnswer(
  answer: string,
  mentions: readonly MentionSpanInput[],
  markers: readonly MarkerInput[],
): AnswerMarks {
  // The answer's own private-use characters would read as marks: each becomes U+FFFD (same length, offsets kept).
  const text = answer.replace(privateUse, '\ufffd');
  const validMarkers = markers
    .filter((m) => m.start >= 0 && m.end <= text.length && m.start <= m.end && m.positions.length > 0)
    .sort((a, b) => a.start - b.start)
    .filter((m, i, all) => i === 0 || (all[i - 1] as MarkerInput).end <= m.start)
    .slice(0, maxMarkers);
  const spans = nestable(
    mentions.flatMap((m) => m.spans.map((s) => ({ brandKey: m.brandKey, own: m.own, ...s }))),
    text.length,
    validMarkers,
  ).slice(0, maxMentions);

  const insertions: Insertion[] = [];
  spans.forEach((s, i) => {
    // Opens: a longer span opens first; closes: the one that opened later closes first.
    insertions.push({ at: s.start, remove: 0, text: String.fromCharCode(openBase + i), rank: 2e9 - s.end });
    insertions.push({ at: s.end, remove: 0, text: closeMark, rank: -s.start - 1 });
  });
  validMarkers.forEach((m, j) => {
    insertions.push({
      at: m.start,
      remove: m.end - m.start,
      text: String.fromCharCode(markerBase + j),
      rank: 0,
    });
  });
  insertions.sort((a, b) => a.at - b.at || a.rank - b.rank);

  let source = text;
  for (let k = insertions.length - 1; k >= 0; k--) {
    const ins = insertions[k] as Insertion;
    source = source.slice(0, ins.at) + ins.text + source.slice(ins.at + ins.remove);
  }
  return {
    source,
    mentions: spans.map((s) => ({ brandKey: s.brandKey, own: s.own })),
    markers: validMarkers.map((m) => ({ positions: [...m.positions] })),
  };
}
