/** Characters of the answer shown on each side of a mention in the mentions table. */
const radius = 48;

export interface MentionContext {
  before: string;
  name: string;
  after: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The passage around a mention's first occurrence in the answer, split so the brand's own words can be marked:
 * about `radius` characters each side, cut at a space where one is near, with "…" where the answer goes on.
 * Null when the mention has no span (a brand the project no longer names): the stored snippet is shown instead.
 */
export function mentionContext(
  answer: string,
  span: { start: number; end: number } | undefined,
): MentionContext | null {
  if (!span || span.start < 0 || span.end > answer.length || span.start >= span.end) return null;
  let from = Math.max(0, span.start - radius);
  let to = Math.min(answer.length, span.end + radius);
  const space = answer.indexOf(' ', from);
  if (from > 0 && space >= 0 && space < span.start && space - from < 12) from = space + 1;
  const lastSpace = answer.lastIndexOf(' ', to);
  if (to < answer.length && lastSpace > span.end && to - lastSpace < 12) to = lastSpace;
  return {
    before: `${from > 0 ? '…' : ''}${squash(answer.slice(from, span.start)).trimStart()}`,
    name: answer.slice(span.start, span.end),
    after: `${squash(answer.slice(span.end, to)).trimEnd()}${to < answer.length ? '…' : ''}`,
  };
}
