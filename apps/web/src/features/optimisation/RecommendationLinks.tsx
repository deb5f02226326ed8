import { Group } from '@mantine/core';
import type { OptimisationRecommendation, ReportSearch } from '@sightline/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ownBrandKey } from '../../ui/use-brand-colors.ts';

const linkProps = {
  size: 'xs',
  variant: 'light',
  rightSection: <IconArrowRight size={14} />,
  'data-testid': 'recommendation-link',
} as const;

/**
 * Where a recommendation's evidence lives in the app: the screens and the answers behind it, each with the report's
 * range and filters (`search`), narrowed to what the recommendation is about. The answers list (`/data/completions`)
 * takes the brand as `brand=brand&mentioned=false` for "the answers that do not name the brand".
 */
export function RecommendationLinks({
  recommendation: r,
  search,
}: {
  recommendation: OptimisationRecommendation;
  /** The report's filters with its range written out (`from`, `to`). */
  search: ReportSearch;
}) {
  const { t } = useTranslation();
  const { prompt: _prompt, ...withoutPrompt } = search;
  let links: ReactNode;
  switch (r.kind) {
    case 'prompt_gap':
      links = (
        <>
          <ButtonLink
            to="/prompts/$documentId"
            params={{ documentId: r.links.promptDocumentId }}
            search={withoutPrompt}
            {...linkProps}
          >
            {t('optimisation.links.prompt')}
          </ButtonLink>
          <ButtonLink
            to="/data/completions"
            search={{ ...search, prompt: r.links.promptDocumentId, brand: ownBrandKey, mentioned: false }}
            {...linkProps}
          >
            {t('optimisation.links.answersWithoutBrand')}
          </ButtonLink>
        </>
      );
      break;
    case 'outreach_domain':
      links = (
        <>
          <ButtonLink
            to="/projects/sources/$domain"
            params={{ domain: r.links.domain }}
            search={search}
            {...linkProps}
          >
            {t('optimisation.links.domain')}
          </ButtonLink>
          <ButtonLink to="/data/completions" search={{ ...search, cites: r.links.domain }} {...linkProps}>
            {t('optimisation.links.answersCiting')}
          </ButtonLink>
        </>
      );
      break;
    case 'content_type':
      links = (
        <>
          <ButtonLink
            to="/analytics/content"
            search={{ ...search, intents: [r.links.intent] }}
            {...linkProps}
          >
            {t('optimisation.links.contentAnalytics')}
          </ButtonLink>
          <ButtonLink
            to="/projects/sources"
            search={{
              ...search,
              intents: [r.links.intent],
              contentTypes: [r.links.contentType],
              view: 'pages',
            }}
            {...linkProps}
          >
            {t('optimisation.links.pagesOfType')}
          </ButtonLink>
        </>
      );
      break;
    case 'owned_page_drop':
      links = (
        <ButtonLink
          to="/projects/sources/urls/$url"
          params={{ url: r.links.url }}
          search={search}
          {...linkProps}
        >
          {t('optimisation.links.page')}
        </ButtonLink>
      );
      break;
    case 'engine_gap':
      links = (
        <>
          <ButtonLink
            to="/projects/tracking"
            search={{ ...search, engines: [r.links.engine] }}
            {...linkProps}
          >
            {t('optimisation.links.tracking')}
          </ButtonLink>
          <ButtonLink
            to="/data/completions"
            search={{ ...search, engines: [r.links.engine], brand: ownBrandKey, mentioned: false }}
            {...linkProps}
          >
            {t('optimisation.links.answersWithoutBrand')}
          </ButtonLink>
        </>
      );
      break;
  }
  return (
    <Group gap="xs" data-testid="recommendation-links">
      {links}
    </Group>
  );
}
