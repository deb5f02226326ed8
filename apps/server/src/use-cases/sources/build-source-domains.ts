import type { SourceDomain, SourceTypeId } from '@sightline/contracts';
import { parentDomainOf, ratio } from '@sightline/core';
import type { OwnedMediaRow, SourceDomainPage } from '@sightline/db';
import { proportionChange } from '../analytics/proportion-change.ts';
import { ownedHosts } from './build-top-domains.ts';

export const fractionOf = (part: number, whole: number) => {
  const value = ratio(part, whole);
  return value === null ? null : Math.min(1, Math.max(0, value));
};

/**
 * The rows of the source domain table (docs/features/metrics.md, Sources: domains and pages): each domain's share
 * of all citations, its rate of answers citing it over n, its share of impression, the mean position of its first
 * citation, and the rate's change against the period before with the two-proportion test.
 */
export function buildSourceDomains(
  page: SourceDomainPage,
  n: number,
  previousN: number,
  owned: readonly OwnedMediaRow[],
): SourceDomain[] {
  const hosts = ownedHosts(owned);
  return page.rows.map((d) => ({
    domain: d.domain,
    parentDomain: parentDomainOf(d.domain),
    sourceType: d.sourceType as SourceTypeId,
    sourceTypeCorrected: d.corrected,
    owned: hosts.has(d.domain),
    citations: d.citations,
    share: fractionOf(d.citations, page.citations),
    answersCiting: d.answersCiting,
    rate: fractionOf(d.answersCiting, n),
    impressionShare: fractionOf(d.impression, page.impression),
    meanFirstPosition: d.answersCiting > 0 ? d.firstPositionSum / d.answersCiting : null,
    answersCitingBrand: d.answersCitingBrand,
    answersCitingCompetitor: d.answersCitingCompetitor,
    change: proportionChange(d.previousAnswersCiting, previousN, d.answersCiting, n),
  }));
}
