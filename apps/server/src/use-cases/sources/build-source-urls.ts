import type { ContentTypeId, SourceTypeId, SourceUrl } from '@sightline/contracts';
import type { SourceUrlPage } from '@sightline/db';
import { proportionChange } from '../analytics/proportion-change.ts';
import { fractionOf } from './build-source-domains.ts';

/**
 * The rows of the page table, with the same measures as the domain table's (docs/features/metrics.md, Sources:
 * domains and pages).
 */
export function buildSourceUrls(page: SourceUrlPage, n: number, previousN: number): SourceUrl[] {
  return page.rows.map((u) => ({
    url: u.url,
    normalizedUrl: u.normalizedUrl,
    title: u.title,
    domain: u.domain,
    contentType: u.contentType as ContentTypeId,
    contentTypeCorrected: u.contentTypeCorrected,
    sourceType: u.sourceType as SourceTypeId,
    citations: u.citations,
    share: fractionOf(u.citations, page.citations),
    answersCiting: u.answersCiting,
    rate: fractionOf(u.answersCiting, n),
    impressionShare: fractionOf(u.impression, page.impression),
    meanFirstPosition: u.answersCiting > 0 ? u.firstPositionSum / u.answersCiting : null,
    answersCitingBrand: u.answersCitingBrand,
    answersCitingCompetitor: u.answersCitingCompetitor,
    change: proportionChange(u.previousAnswersCiting, previousN, u.answersCiting, n),
  }));
}
