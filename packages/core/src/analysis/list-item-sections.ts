/**
 * Sentences of a list item led by a bold name. Answers list options as "- **Basic-Fit**: 40 centres in Madrid.
 * Stands out for unbeatable value." — the item's later sentences name nobody and speak of the item's brand. A lead
 * is a sentence that names exactly one brand and opens a list item whose text starts in bold; its section is the
 * item's following sentences (on the same line) that name no brand, at most four.
 *
 * For the mention builder (mentions.ts), beside the titled sections: extra passages about the lead's brand.
 */
import type { Sentence } from './sentences.ts';

const MAX_SECTION = 4;
/** What may stand before a lead sentence on its line: a bullet or a number, then the bold's opening. */
const LIST_BOLD_START = /^[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+(?:\*\*|__)$/;

/** Brand index → the sentence indexes of the list items it leads. `brands[s]`: brand indexes named in sentence s. */
export function listItemSections(
  text: string,
  sentences: readonly Pick<Sentence, 'sourceStart' | 'sourceEnd'>[],
  brands: readonly (readonly number[])[],
): Map<number, number[]> {
  const sections = new Map<number, number[]>();
  for (let s = 0; s < sentences.length; s++) {
    const named = brands[s] ?? [];
    if (named.length === 0 || named.some((b) => b !== named[0])) continue;
    const start = sentences[s]!.sourceStart;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    // The sentence may begin at the bullet or inside the bold: the line up to its first letter decides, and the
    // sentence must be the line's first.
    const newline = text.indexOf('\n', start);
    const line = text.slice(lineStart, newline < 0 ? text.length : newline);
    const firstLetter = line.search(/\p{L}/u);
    if (firstLetter < 0 || start > lineStart + firstLetter) continue;
    if (!LIST_BOLD_START.test(line.slice(0, firstLetter))) continue;
    const lineEnd = lineStart + line.length;
    const owned: number[] = [];
    for (let t = s + 1; t < sentences.length && owned.length < MAX_SECTION; t++) {
      if (sentences[t]!.sourceStart >= lineEnd || (brands[t]?.length ?? 0) > 0) break;
      owned.push(t);
    }
    if (owned.length === 0) continue;
    sections.set(named[0]!, [...(sections.get(named[0]!) ?? []), ...owned]);
  }
  return sections;
}
