/**
 * Shape of a sentiment lexicon. Lists are comma-separated strings (a multi-word phrase is one entry: "top pick"),
 * so each language file reads as plain word lists. Entries are in matching form: NFKC, lower case.
 */

/** `[weight, 'entry, entry, multi word entry']`, weights in [−1, 1]. */
export type WeightedList = ReadonlyArray<readonly [weight: number, entries: string]>;

export interface Lexicon {
  /** Opinion words and phrases with their weight. */
  polarity: WeightedList;
  /**
   * Nouns whose sign depends on the scalar predicate next to them: quality nouns (satisfaction, battery life:
   * "high"/"long" is good) and cost nouns (price, fees, noise: "high" is bad, "low" is good). A noun may also have
   * a polarity weight of its own (complaints, 장점), used when no scalar is near it.
   */
  qualityNouns: string;
  costNouns: string;
  /** Scalar predicates: high/long/many (`highScalars`), low/short/few (`lowScalars`). */
  highScalars: string;
  lowScalars: string;
  /** Flip the next opinion (within a few words or characters). */
  negators: string;
  /** Flip only the very next word: "less intuitive", "peu fiable", "wenig intuitiv" (not "wenig Licht, gute …"). */
  nearNegators?: string;
  /** Copulas that link a noun to its predicate ("the fees for transfers abroad are high"): a pending noun waits. */
  copulas?: string;
  /** Multiply the next opinion by 1.5. */
  intensifiers: string;
  /** "But" words: start a clause; what follows outweighs what came before ("good, but pricey" is negative). */
  contrast: string;
  /** Words that start a clause without tipping the balance (whereas, while). */
  clauseStarts: string;
  /** Phrases that carry no opinion although they contain a listed word ("as well", "not only", "worth noting"). */
  neutral: string;
  /** Frequent function words that identify a Latin-script language (en, fr, de, es). */
  cues: string;
}

/** Split a comma-separated list, dropping empty entries. */
export function entries(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
