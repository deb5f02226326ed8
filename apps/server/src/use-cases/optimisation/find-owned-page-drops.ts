import type { OwnedPageDropRecommendation } from '@sightline/contracts';
import { twoProportionZTest } from '@sightline/core';
import { sumOwnedPagePeriods } from '@sightline/db';
import type { Services } from '../../services.ts';
import { asContentType, type OptimisationContext, rateOf, type Unranked } from './optimisation-context.ts';
import { MIN_EVIDENCE_ANSWERS, SIGNIFICANCE_ALPHA } from './thresholds.ts';

/**
 * Owned pages whose rate of answers citing them (answers citing / n) fell significantly against the same number of
 * days before (pooled two-proportion z-test, 95 %), cited in at least MIN_EVIDENCE_ANSWERS answers before. Evidence:
 * the rate now and before with their counts and n, the test. Impact: the answers lost ≈ before-rate × n now − citing
 * now (rounded, at least 0).
 */
export async function findOwnedPageDrops(
  services: Services,
  { read, previous, n, previousN }: OptimisationContext,
): Promise<Array<Unranked<OwnedPageDropRecommendation>>> {
  const pages = await sumOwnedPagePeriods(services.db, read, previous);
  const found: Array<Unranked<OwnedPageDropRecommendation>> = [];
  for (const page of pages) {
    if (page.previousAnswersCiting < MIN_EVIDENCE_ANSWERS) continue;
    const test = twoProportionZTest(
      page.previousAnswersCiting,
      previousN,
      page.answersCiting,
      n,
      SIGNIFICANCE_ALPHA,
    );
    if (!test?.significant || test.difference >= 0) continue;
    found.push({
      kind: 'owned_page_drop',
      key: page.normalizedUrl,
      impact: {
        answers: Math.max(0, Math.round((page.previousAnswersCiting / previousN) * n - page.answersCiting)),
      },
      subject: {
        url: page.url,
        normalizedUrl: page.normalizedUrl,
        title: page.title,
        domain: page.domain,
        contentType: asContentType(page.contentType),
      },
      evidence: {
        now: rateOf(page.answersCiting, n),
        before: rateOf(page.previousAnswersCiting, previousN),
        test: { delta: Math.max(-1, test.difference), pValue: Math.min(1, Math.max(0, test.pValue)) },
      },
      links: { url: page.url },
    });
  }
  return found;
}
