import type { OptimisationKind, OptimisationThresholds } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, percent } from '../../lib/format.ts';

/** A kind's rule in words, with the thresholds the report applied (from `meta.thresholds`). */
export function kindRule(kind: OptimisationKind, thresholds: OptimisationThresholds, t: TFunction): string {
  const confidence = percent(thresholds.confidence, 0);
  switch (kind) {
    case 'prompt_gap':
    case 'outreach_domain':
      return t(`optimisation.rules.${kind}`, { min: count(thresholds.minEvidenceAnswers) });
    case 'content_type':
      return t('optimisation.rules.content_type', {
        share: percent(thresholds.contentTypeMinShare, 0),
        citations: count(thresholds.contentTypeMinCitations),
      });
    case 'owned_page_drop':
      return t('optimisation.rules.owned_page_drop', {
        min: count(thresholds.minEvidenceAnswers),
        confidence,
      });
    case 'engine_gap':
      return t('optimisation.rules.engine_gap', { min: count(thresholds.engineGapMinAnswers), confidence });
  }
}
