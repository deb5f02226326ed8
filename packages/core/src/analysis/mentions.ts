/**
 * Brand mentions: the non-overlapping name hits of each tracked brand (longest wins), their count, the stored-text
 * offset of the first one, the rank by first appearance (1 = named first) and the sentiment of the passages about
 * the brand (clauses.ts) over every sentence that names it, and of the lines under a heading or bold list title
 * that names it alone (titled-sections.ts).
 */
import { passagesFor } from './clauses.ts';
import type { CompiledProfile, TermRef } from './compile-profile.ts';
import { listItemSections } from './list-item-sections.ts';
import { type Sentence, sentenceAt } from './sentences.ts';
import type { SentimentScorer } from './sentiment.ts';
import type { TermHit } from './term-matcher.ts';
import { titledSections } from './titled-sections.ts';
import type { MentionFact } from './types.ts';

/** Brand hits grouped by sentence: `bySentence[s]` lists the hits inside sentence s. */
export function hitsBySentence(
  hits: readonly TermHit<TermRef>[],
  sentences: readonly Sentence[],
): TermHit<TermRef>[][] {
  const bySentence: TermHit<TermRef>[][] = sentences.map(() => []);
  for (const hit of hits) {
    const s = sentenceAt(sentences, hit.start);
    if (s >= 0) bySentence[s]!.push(hit);
  }
  return bySentence;
}

/** What sentence `s` says about brand `brand`: the sentence, or its clauses naming the brand when others appear. */
export function brandPassages(
  sentence: Sentence,
  hits: readonly TermHit<TermRef>[],
  brand: number,
): string[] {
  const own: number[] = [];
  const others: number[] = [];
  for (const hit of hits) (hit.data.index === brand ? own : others).push(hit.start - sentence.start);
  return passagesFor(sentence.text, own, others);
}

export function buildMentions(
  brandHits: readonly TermHit<TermRef>[],
  sentences: readonly Sentence[],
  bySentence: readonly TermHit<TermRef>[][],
  offsets: Int32Array,
  compiled: CompiledProfile,
  scorer: SentimentScorer,
  language: string | undefined,
  /** The stored answer (the sentences' source ranges point into it). */
  answerText = '',
): MentionFact[] {
  const first = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const hit of brandHits) {
    const brand = hit.data.index;
    if (!first.has(brand)) first.set(brand, hit.start);
    counts.set(brand, (counts.get(brand) ?? 0) + 1);
  }
  const ordered = [...first.entries()].sort((a, b) => a[1] - b[1]);
  const named = bySentence.map((hits) => hits.map((hit) => hit.data.index));
  const sections = titledSections(sentences, named);
  // A list item's later sentences belong to the bold name leading it (once, if a title's section has them too).
  for (const [brand, owned] of listItemSections(answerText, sentences, named)) {
    sections.set(brand, [...new Set([...(sections.get(brand) ?? []), ...owned])]);
  }
  return ordered.map(([brand, start], rank) => {
    const passages: string[] = [];
    bySentence.forEach((hits, s) => {
      if (hits.some((h) => h.data.index === brand))
        passages.push(...brandPassages(sentences[s]!, hits, brand));
    });
    for (const s of sections.get(brand) ?? []) passages.push(sentences[s]!.text);
    const brandKey = compiled.brandKeys[brand]!;
    return {
      brandKey,
      firstOffset: offsets[start]!,
      count: counts.get(brand)!,
      rank: rank + 1,
      sentiment: scorer.score(passages, { brandKey, language }),
    };
  });
}
