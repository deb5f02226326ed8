import type { OptimisationRecommendation } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, engineName, percent, readableUrl } from '../../lib/format.ts';
import { withSubject, withTopic } from './korean-particles.ts';

/** The brand's name in every form a headline may need (Korean particles attached; English uses the plain name). */
const brandForms = (brand: string) => ({
  brand,
  brandTopic: withTopic(brand),
  brandSubject: withSubject(brand),
});

/**
 * One line that says what a recommendation found, from its evidence, in the interface language: e.g. "‘서울 커피 브랜드
 * 추천’에서 경쟁사는 12개 답변에 나오지만 오늘커피는 0개" / "Competitors appear in 12 answers to “…” and Oneul Coffee
 * in none". Numbers go through lib/format.ts.
 */
export function recommendationHeadline(r: OptimisationRecommendation, brand: string, t: TFunction): string {
  const names = brandForms(brand);
  switch (r.kind) {
    case 'prompt_gap':
      return t('optimisation.headline.prompt_gap', {
        ...names,
        prompt: r.subject.text,
        competitorAnswers: count(r.evidence.competitorAnswers),
      });
    case 'outreach_domain':
      return t('optimisation.headline.outreach_domain', {
        ...names,
        domain: r.subject.domain,
        answers: count(r.evidence.answersWithCompetitor),
      });
    case 'content_type':
      return t('optimisation.headline.content_type', {
        ...names,
        intent: t(`projects.intents.${r.subject.intent}`),
        type: t(`contentTypes.${r.subject.contentType}`),
        share: percent(r.evidence.share),
      });
    case 'owned_page_drop':
      return t('optimisation.headline.owned_page_drop', {
        ...names,
        page: r.subject.title?.trim() || readableUrl(r.subject.normalizedUrl),
        before: percent(r.evidence.before.value),
        now: percent(r.evidence.now.value),
      });
    case 'engine_gap':
      return t('optimisation.headline.engine_gap', {
        ...names,
        engine: engineName(t, r.subject.engine),
        engineRate: percent(r.evidence.engine.value),
        elsewhereRate: percent(r.evidence.elsewhere.value),
      });
  }
}
