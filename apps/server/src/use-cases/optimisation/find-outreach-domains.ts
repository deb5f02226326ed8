import { type EngineId, engineIds, type OutreachDomainRecommendation } from '@sightline/contracts';
import { sumGapDomains } from '@sightline/db';
import type { Services } from '../../services.ts';
import { asSourceType, type OptimisationContext, type Unranked } from './optimisation-context.ts';
import { MIN_EVIDENCE_ANSWERS } from './thresholds.ts';

/**
 * Domains cited in answers naming a competitor and in none naming the own brand (the sources table's `gap`), other
 * than owned and competitors' domains, with at least MIN_EVIDENCE_ANSWERS such answers: sites to win a mention on.
 * Evidence: source type, answers citing it (with a competitor, with the brand), citations, engines. Impact: the
 * answers citing it beside a competitor.
 */
export async function findOutreachDomains(
  services: Services,
  { read }: OptimisationContext,
): Promise<Array<Unranked<OutreachDomainRecommendation>>> {
  const domains = await sumGapDomains(services.db, read);
  return domains
    .filter((d) => d.answersCitingCompetitor >= MIN_EVIDENCE_ANSWERS)
    .map((d) => ({
      kind: 'outreach_domain',
      key: d.domain,
      impact: { answers: d.answersCitingCompetitor },
      subject: { domain: d.domain },
      evidence: {
        sourceType: asSourceType(d.sourceType),
        answersCiting: d.answersCiting,
        answersWithCompetitor: d.answersCitingCompetitor,
        answersWithBrand: d.answersCitingBrand,
        citations: d.citations,
        engines: engineIds.filter((engine): engine is EngineId => d.engines.includes(engine)),
      },
      links: { domain: d.domain },
    }));
}
