import { type EngineGapRecommendation, type EngineId, engineIds } from '@sightline/contracts';
import { twoProportionZTest } from '@sightline/core';
import { type EngineBrandAnswers, sumEngineBrandAnswers } from '@sightline/db';
import type { Services } from '../../services.ts';
import { type OptimisationContext, rateOf, type Unranked } from './optimisation-context.ts';
import { ENGINE_GAP_MIN_ANSWERS, SIGNIFICANCE_ALPHA } from './thresholds.ts';

/**
 * Engines on which the own brand's visibility (answers naming it / n) is significantly below its visibility on every
 * other engine together (pooled two-proportion z-test, 95 %), each side with at least ENGINE_GAP_MIN_ANSWERS answers.
 * Evidence: both visibilities with their counts and n, the test. Impact: (visibility elsewhere − on the engine) × the
 * engine's n, rounded.
 */
export async function findEngineGaps(
  services: Services,
  { read }: OptimisationContext,
): Promise<Array<Unranked<EngineGapRecommendation>>> {
  return engineGaps(await sumEngineBrandAnswers(services.db, read));
}

/** The rule over the engines' counts (see `findEngineGaps`). */
export function engineGaps(rows: readonly EngineBrandAnswers[]): Array<Unranked<EngineGapRecommendation>> {
  const known = rows.filter((row): row is EngineBrandAnswers & { engine: EngineId } =>
    (engineIds as readonly string[]).includes(row.engine),
  );
  const n = known.reduce((sum, row) => sum + row.answers, 0);
  const named = known.reduce((sum, row) => sum + row.brandAnswers, 0);
  const found: Array<Unranked<EngineGapRecommendation>> = [];
  for (const row of known) {
    const otherN = n - row.answers;
    const otherNamed = named - row.brandAnswers;
    if (row.answers < ENGINE_GAP_MIN_ANSWERS || otherN < ENGINE_GAP_MIN_ANSWERS) continue;
    // Elsewhere first, the engine second: the difference is the engine's visibility minus elsewhere's.
    const test = twoProportionZTest(otherNamed, otherN, row.brandAnswers, row.answers, SIGNIFICANCE_ALPHA);
    if (!test?.significant || test.difference >= 0) continue;
    found.push({
      kind: 'engine_gap',
      key: row.engine,
      impact: {
        answers: Math.max(
          0,
          Math.round((otherNamed / otherN - row.brandAnswers / row.answers) * row.answers),
        ),
      },
      subject: { engine: row.engine },
      evidence: {
        engine: rateOf(row.brandAnswers, row.answers),
        elsewhere: rateOf(otherNamed, otherN),
        test: { delta: Math.max(-1, test.difference), pValue: Math.min(1, Math.max(0, test.pValue)) },
      },
      links: { engine: row.engine },
    });
  }
  return found;
}
