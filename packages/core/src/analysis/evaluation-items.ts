/**
 * Evaluation items (aspects such as price or battery): an item is discussed for a brand when one of its keywords
 * occurs (same matching rules as brand names) in a sentence that names the brand. The aspect's sentiment is that
 * sentence's sentiment for the brand (its clauses naming the brand when the sentence names several brands),
 * averaged over the sentences. Output order: items in profile order, then brands (own brand first, competitors in
 * profile order).
 */
import type { CompiledProfile, TermRef } from './compile-profile.ts';
import { brandPassages } from './mentions.ts';
import { type Sentence, sentenceAt } from './sentences.ts';
import type { SentimentScorer } from './sentiment.ts';
import type { TermHit } from './term-matcher.ts';
import type { AspectFact } from './types.ts';

export function evaluateItems(
  itemHits: readonly TermHit<TermRef>[],
  sentences: readonly Sentence[],
  bySentence: readonly TermHit<TermRef>[][],
  compiled: CompiledProfile,
  scorer: SentimentScorer,
  language: string | undefined,
): AspectFact[] {
  // item → brand → sentence indices (each sentence once)
  const found = new Map<number, Map<number, Set<number>>>();
  for (const hit of itemHits) {
    const s = sentenceAt(sentences, hit.start);
    const brandHits = s >= 0 ? bySentence[s]! : [];
    if (brandHits.length === 0) continue;
    const byBrand = found.get(hit.data.index) ?? new Map<number, Set<number>>();
    found.set(hit.data.index, byBrand);
    for (const brandHit of brandHits) {
      const brand = brandHit.data.index;
      const inSentences = byBrand.get(brand) ?? new Set<number>();
      inSentences.add(s);
      byBrand.set(brand, inSentences);
    }
  }
  const aspects: AspectFact[] = [];
  const items = [...found.keys()].sort((a, b) => a - b);
  for (const item of items) {
    const byBrand = found.get(item)!;
    for (const brand of [...byBrand.keys()].sort((a, b) => a - b)) {
      const brandKey = compiled.brandKeys[brand]!;
      const itemKey = compiled.itemKeys[item]!;
      let sum = 0;
      const inSentences = byBrand.get(brand)!;
      for (const s of inSentences) {
        sum += scorer.score(brandPassages(sentences[s]!, bySentence[s]!, brand), {
          brandKey,
          itemKey,
          language,
        });
      }
      const sentiment = Math.round((sum / inSentences.size) * 10_000) / 10_000;
      aspects.push({ itemKey, brandKey, sentiment });
    }
  }
  return aspects;
}
