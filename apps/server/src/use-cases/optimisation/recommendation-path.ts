import type { OptimisationMeta, OptimisationRecommendation } from '@sightline/contracts';

/**
 * The web app's path to the answers behind a recommendation, for the CSV export (the API's `links` stay data): the
 * prompt's or the engine's answers not naming the brand (`/data/completions`), the domain's and the page's source
 * screens, the content analytics of the intent — each with the report's range and filters.
 */
export function recommendationPath(
  r: OptimisationRecommendation,
  meta: Pick<OptimisationMeta, 'from' | 'to' | 'engines' | 'filters'>,
): string {
  const search = new URLSearchParams({ from: meta.from, to: meta.to });
  const { tags, intents, branded, prompts } = meta.filters;
  if (meta.engines !== null) search.set('engines', meta.engines.join(','));
  if (tags.length > 0) search.set('tags', tags.join(','));
  if (intents.length > 0) search.set('intents', intents.join(','));
  if (branded !== null) search.set('branded', String(branded));
  if (prompts.length === 1) search.set('prompt', prompts[0]!);
  const path = (base: string) => `${base}?${search.toString()}`;
  switch (r.kind) {
    case 'prompt_gap':
      search.set('prompt', r.links.promptDocumentId);
      search.set('brand', 'brand');
      search.set('mentioned', 'false');
      return path('/data/completions');
    case 'outreach_domain':
      return path(`/projects/sources/${encodeURIComponent(r.links.domain)}`);
    case 'content_type':
      search.set('intents', r.links.intent);
      return path('/analytics/content');
    case 'owned_page_drop':
      return path(`/projects/sources/urls/${encodeURIComponent(r.links.url)}`);
    case 'engine_gap':
      search.set('engines', r.links.engine);
      search.set('brand', 'brand');
      search.set('mentioned', 'false');
      return path('/data/completions');
  }
}
