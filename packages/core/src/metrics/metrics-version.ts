/**
 * Version of the metric definitions (docs/features/metrics.md) as computed by the API (sent as
 * `meta.metricsVersion`). Bump it whenever a definition changes (what n counts, how a share, position or sentiment
 * is computed), so numbers computed under different definitions are never compared silently.
 *
 * metrics-v1:
 * - n = successful answers (status ok); no-answers are counted apart.
 * - visibility(b) = answers mentioning b / n, Wilson 95 % interval.
 * - share of voice(b) = answers mentioning b / Σ answers mentioning each tracked brand; mention SoV uses mention counts.
 * - average position(b) = mean rank among tracked brands over answers mentioning b; top-1 rate = rank-1 answers / n;
 *   position thirds from the first mention's offset / answer length.
 * - sentiment(b) = mean per-answer score in [−1, 1] on 0–100 (50 neutral); labels at ±0.1.
 * - citation rate = answers citing an owned URL / n; citation share = owned / all citations; impression share =
 *   owned / all PAWC impression.
 * - A ratio whose denominator is zero is null ("no data"), never 0.
 */
export const metricsVersion = 'metrics-v1';
