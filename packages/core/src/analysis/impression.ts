/**
 * Position-adjusted word count (PAWC, Aggarwal et al., "GEO: Generative Engine Optimization", KDD 2024), the
 * impression of docs/features/metrics.md:
 *
 *   impression(source) = Σ over sentences i cited by the source of  words(i) · exp(−i / (N − 1)) / |sources(i)|
 *
 * with i the 0-based sentence index, N the number of sentences (weight 1 when N = 1) and sources(i) the distinct
 * sources the sentence cites, then normalized so that the sources of one answer sum to 1.
 *
 * A source is a normalized URL: the same page cited twice in one sentence counts once there, and the rows of a
 * repeated URL share its impression equally, so the citation rows of an answer also sum to 1 (and summing rows per
 * domain or URL in rollups gives the source's share). An answer whose citations cover no words gets 0 everywhere.
 */

export interface ImpressionSentence {
  words: number;
}

/** Impression of each citation row. `supports[c]` lists the sentences citation c supports; `sources[c]` its key. */
export function computeImpressions(
  sentences: readonly ImpressionSentence[],
  supports: readonly (readonly number[])[],
  sources: readonly string[],
): number[] {
  const count = sentences.length;
  const citing: Array<Set<string> | undefined> = new Array(count);
  supports.forEach((sentenceIndexes, c) => {
    for (const s of sentenceIndexes) {
      const set = citing[s] ?? new Set<string>();
      set.add(sources[c]!);
      citing[s] = set;
    }
  });
  const bySource = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < count; i++) {
    const cited = citing[i];
    if (!cited) continue;
    const weight = count === 1 ? 1 : Math.exp(-i / (count - 1));
    const share = (sentences[i]!.words * weight) / cited.size;
    for (const source of cited) {
      bySource.set(source, (bySource.get(source) ?? 0) + share);
      total += share;
    }
  }
  const rows = new Map<string, number>();
  for (const source of sources) rows.set(source, (rows.get(source) ?? 0) + 1);
  return sources.map((source) => (total > 0 ? (bySource.get(source) ?? 0) / total / rows.get(source)! : 0));
}
