import { stripMarkdown } from '@sightline/core';

/** Characters of an answer shown in a list of answers. */
export const excerptLength = 240;

/**
 * The start of an answer as plain text: markdown (links, headings, emphasis, lists, citation markers) stripped, and
 * whitespace folded; at most `length` characters (code points), the last one an ellipsis when it was cut.
 */
export function chatExcerpt(answer: string, length = excerptLength): string {
  const text = stripMarkdown(answer).text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}
