import type { OptimisationThresholds } from '@sightline/contracts';

/**
 * Least answers of evidence before a rule speaks: a prompt's answers naming a competitor (prompt gap), a domain's
 * answers citing it beside a competitor (outreach), an owned page's answers citing it before (drop). Fewer than three
 * answers is an anecdote, not a pattern worth someone's time.
 */
export const MIN_EVIDENCE_ANSWERS = 3;

/**
 * A content type "wins" an intent when it holds at least this share of other sites' citations in answers of that
 * intent (a plurality that is also a large part of the whole: with thirteen types, 40 % is far above an even split)…
 */
export const CONTENT_TYPE_MIN_SHARE = 0.4;
/** …and at least this many citations (a share of four citations says little). */
export const CONTENT_TYPE_MIN_CITATIONS = 5;

/**
 * Least answers on the engine, and on the other engines together, before its visibility is compared: the z-test's
 * normal approximation is poor below about ten answers per side.
 */
export const ENGINE_GAP_MIN_ANSWERS = 10;

/** The two-proportion tests (owned page drop, engine gap) call a difference significant at this confidence. */
export const CONFIDENCE = 0.95;
export const SIGNIFICANCE_ALPHA = 0.05;

/** How many competitors and cited domains a prompt gap shows as evidence. */
export const PROMPT_GAP_TOP_COMPETITORS = 3;
export const PROMPT_GAP_TOP_DOMAINS = 5;

/** The report keeps at most this many recommendations of each kind (the largest impacts): a list to act on. */
export const MAX_PER_KIND = 50;

/** The thresholds as the report's `meta` states them. */
export const optimisationThresholds: OptimisationThresholds = {
  minEvidenceAnswers: MIN_EVIDENCE_ANSWERS,
  contentTypeMinShare: CONTENT_TYPE_MIN_SHARE,
  contentTypeMinCitations: CONTENT_TYPE_MIN_CITATIONS,
  engineGapMinAnswers: ENGINE_GAP_MIN_ANSWERS,
  confidence: CONFIDENCE,
  maxPerKind: MAX_PER_KIND,
};
