import type { ContentTypeId, ReportSearch, SourceTypeId } from '@sightline/contracts';

/**
 * The search of `/projects/sources` that lists the pages behind a number of this screen: the screen's filters (range,
 * engines, tags, intents, branded, prompt), the pages tab, and what the number is about (an engine, an intent, owned
 * pages, a content type).
 */
export function pagesSearch(
  search: ReportSearch,
  about: Pick<ReportSearch, 'engines' | 'intents'> & {
    types?: SourceTypeId[];
    contentTypes?: ContentTypeId[];
  } = {},
) {
  return { ...search, ...about, view: 'pages' as const };
}
