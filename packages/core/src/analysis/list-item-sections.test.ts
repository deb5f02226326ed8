import { describe, expect, it } from 'vitest';
import { listItemSections } from './list-item-sections.ts';

/** Sentences as ranges of `text`, split after each '. ' (enough for these lines). */
function split(text: string) {
  const ranges: Array<{ sourceStart: number; sourceEnd: number }> = [];
  const pattern = /[^.\n]+(?:\.|$)/gm;
  for (const match of text.matchAll(pattern)) {
    const start = match.index + (match[0].length - match[0].trimStart().length);
    if (match[0].trim()) ranges.push({ sourceStart: start, sourceEnd: match.index + match[0].length });
  }
  return ranges;
}

describe('listItemSections', () => {
  it('gives a bold-led list item’s later sentences to its brand, up to the line’s end or another brand', () => {
    const text = [
      '- **Basic-Fit**: más de 40 centros. Destaca por una relación calidad-precio imbatible.',
      '- **McFIT**: abre 24 horas. Muchos socios se quejan. Y VivaGym es más limpio.',
      'Antes de apuntarte, revisa la matrícula.',
    ].join('\n');
    const sentences = split(text);
    expect(sentences).toHaveLength(6);
    // Brand 0 in sentence 0, brand 1 in sentence 2, brand 2 in sentence 4.
    const brands = [[0], [], [1], [], [2], []];
    expect([...listItemSections(text, sentences, brands)]).toEqual([
      [0, [1]],
      [1, [3]],
    ]);
  });

  it('leaves plain paragraphs and items that are not led in bold alone', () => {
    const text = 'Basic-Fit tiene 40 centros. Destaca por su precio.\n- McFIT abre 24 horas. Es barato.';
    const sentences = split(text);
    expect(listItemSections(text, sentences, [[0], [], [1], []]).size).toBe(0);
  });

  it('takes a numbered item led in bold, and no item whose lead names two brands', () => {
    const text =
      '1) **Leroy Merlin** : le choix le plus large. C’est l’enseigne la mieux notée.\n2) **A** et **B** : pratiques. Assortiment réduit.';
    const sentences = split(text);
    expect([...listItemSections(text, sentences, [[0], [], [1, 2], []])]).toEqual([[0, [1]]]);
  });
});
