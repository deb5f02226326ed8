import type { PromptGapRecommendation } from '@sightline/contracts';
import { countPromptMentions, listPromptGapDomains, ownBrandKey, sumPromptAnswers } from '@sightline/db';
import type { Services } from '../../services.ts';
import { coveredPrompts } from '../report-filter/index.ts';
import { asSourceType, type OptimisationContext, type Unranked } from './optimisation-context.ts';
import { MIN_EVIDENCE_ANSWERS, PROMPT_GAP_TOP_COMPETITORS, PROMPT_GAP_TOP_DOMAINS } from './thresholds.ts';

/**
 * Prompts whose answers name competitors and never the own brand: answers naming the brand = 0 and answers naming a
 * competitor ≥ MIN_EVIDENCE_ANSWERS. Evidence: n, the answers naming each of the top competitors, and the domains
 * cited most in the answers naming a competitor. Impact: those answers (answers the brand could enter).
 */
export async function findPromptGaps(
  services: Services,
  context: OptimisationContext,
): Promise<Array<Unranked<PromptGapRecommendation>>> {
  const { read, brands, filter } = context;
  const [answers, counts] = await Promise.all([
    sumPromptAnswers(services.db, read),
    countPromptMentions(
      services.db,
      read,
      brands.map((b) => b.key),
    ),
  ]);
  const nOf = new Map(answers.map((row) => [row.promptId, row.answers]));
  const competitorAnswers = new Map<number, number>();
  const brandAnswers = new Map<number, Map<string, number>>();
  for (const row of counts) {
    if (row.brandKey === null) {
      competitorAnswers.set(row.promptId, row.answers);
      continue;
    }
    const named = brandAnswers.get(row.promptId) ?? new Map<string, number>();
    named.set(row.brandKey, row.answers);
    brandAnswers.set(row.promptId, named);
  }
  const gaps = coveredPrompts(filter).filter(
    (prompt) =>
      (brandAnswers.get(prompt.id)?.get(ownBrandKey) ?? 0) === 0 &&
      (competitorAnswers.get(prompt.id) ?? 0) >= MIN_EVIDENCE_ANSWERS,
  );
  if (gaps.length === 0) return [];
  const domains = await listPromptGapDomains(
    services.db,
    read,
    gaps.map((p) => p.id),
    PROMPT_GAP_TOP_DOMAINS,
  );
  const competitors = brands.filter((b) => !b.own);
  return gaps.map((prompt) => {
    const named = brandAnswers.get(prompt.id) ?? new Map<string, number>();
    const impact = competitorAnswers.get(prompt.id) ?? 0;
    return {
      kind: 'prompt_gap',
      key: prompt.documentId,
      impact: { answers: impact },
      subject: { promptDocumentId: prompt.documentId, text: prompt.text, intent: prompt.intent },
      evidence: {
        n: nOf.get(prompt.id) ?? 0,
        brandAnswers: 0,
        competitorAnswers: impact,
        // The most named first; ties in the order the competitors were added.
        competitors: competitors
          .map((b, order) => ({ key: b.key, name: b.name, answers: named.get(b.key) ?? 0, order }))
          .filter((b) => b.answers > 0)
          .sort((a, b) => b.answers - a.answers || a.order - b.order)
          .slice(0, PROMPT_GAP_TOP_COMPETITORS)
          .map(({ order: _order, ...b }) => b),
        domains: domains
          .filter((d) => d.promptId === prompt.id)
          .map((d) => ({ domain: d.domain, sourceType: asSourceType(d.sourceType), answers: d.answers })),
      },
      links: { promptDocumentId: prompt.documentId },
    };
  });
}
