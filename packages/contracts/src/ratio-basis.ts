import { z } from 'zod';

// What a rate rests on, returned beside its value by the computation that made it, so that the line explaining a
// number ("66 of 1,079 answers") is rendered from the API and never recomputed (docs/features/metrics.md,
// Explanations). value = numerator / denominator exactly (before rounding for display).

/**
 * What a numerator or denominator counts:
 * - `answers`: successful answers (or those of them that qualify: mentioning, citing, naming first);
 * - `brandAnswers`: answers counted once per tracked brand they mention (Σ over brands of answers mentioning it, the
 *   denominator of answer-based share of voice);
 * - `mentions`: occurrences of brand names;
 * - `citations`: cited sources;
 * - `impression`: PAWC impression, a fraction of an answer (each answer's placed citations share 1), so not a whole
 *   number.
 */
export const RatioUnit = z.enum(['answers', 'brandAnswers', 'mentions', 'citations', 'impression']);
export type RatioUnit = z.infer<typeof RatioUnit>;

export const RatioBasis = z.object({
  numerator: z.number().nonnegative(),
  denominator: z.number().nonnegative(),
  numeratorUnit: RatioUnit,
  denominatorUnit: RatioUnit,
});
export type RatioBasis = z.infer<typeof RatioBasis>;

/** A mean (position, sentiment) and the answers it is taken over. */
export const MeanBasis = z.object({ answers: z.number().int().nonnegative() });
export type MeanBasis = z.infer<typeof MeanBasis>;
