import { measuredRatio, ratio } from '@sightline/core';
import type { CitationAnswerSums } from '@sightline/db';

/** The measures of `CitationAnswerSums` without their key: what is added up per period, engine or range. */
export type CitationMeasures = Omit<CitationAnswerSums, 'engine' | 'day'>;

export const emptyMeasures = (): CitationMeasures => ({
  answers: 0,
  noAnswers: 0,
  answersWithCitations: 0,
  answersCitingOwned: 0,
  citations: 0,
  ownedCitations: 0,
  impression: 0,
  ownedImpression: 0,
});

/** The measures of rows added up. */
export function addUp(rows: readonly CitationMeasures[]): CitationMeasures {
  const total = emptyMeasures();
  for (const row of rows) {
    for (const key of Object.keys(total) as Array<keyof CitationMeasures>) total[key] += row[key];
  }
  return total;
}

/** A share of two sums of floating impression, kept within [0, 1] (a sum of parts can pass its whole by 1e-16). */
export const shareOf = (part: number, whole: number): number | null => {
  const value = ratio(part, whole);
  return value === null ? null : Math.min(1, Math.max(0, value));
};

/** What each of `ratesOf` rests on, in its units (the explanation lines render these). */
export function basesOf(m: CitationMeasures) {
  return {
    citationRate: measuredRatio(m.answersCitingOwned, m.answers, 'answers').basis,
    citationShare: measuredRatio(m.ownedCitations, m.citations, 'citations').basis,
    impressionShare: measuredRatio(m.ownedImpression, m.impression, 'impression').basis,
  };
}

/** The three owned-citation rates of docs/features/metrics.md from some measures: owned citation rate, owned citation share, owned impression share. */
export function ratesOf(m: CitationMeasures) {
  return {
    citationRate: ratio(m.answersCitingOwned, m.answers),
    citationShare: ratio(m.ownedCitations, m.citations),
    impressionShare: shareOf(m.ownedImpression, m.impression),
  };
}
