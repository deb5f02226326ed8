import { domainOverTimePromptSorts, type SourceDomainOverTimeQuery } from '@sightline/contracts';
import type { DomainPromptSortKey } from '@sightline/db';
import { type Page, parsePage } from '../../http/page-query.ts';
import { invalidParameter } from '../query-parameters.ts';
import type { ReportFilterQuery } from '../report-filter/index.ts';

/** The read's parameters: the report filters (every prompt), the prompts' sort and their page. */
export interface OverTimeQuery {
  filter: Omit<ReportFilterQuery, 'prompts'>;
  sort: { name: string; key: DomainPromptSortKey; direction: 'asc' | 'desc' };
  page: Page;
}

/**
 * The query of a domain over time: the report filters without `prompts` (the read covers every prompt: a 400 naming
 * it, which points to the prompt's own view), `sort=key:dir` of the prompts (default `answersCiting:desc`; `text`
 * defaults to ascending) and Strapi-style paging; anything else is a 400 naming the parameter.
 */
export function parseOverTimeQuery(query: SourceDomainOverTimeQuery): OverTimeQuery {
  const { sort, pagination, prompts, ...filter } = query;
  const asked = [prompts ?? []].flat().filter((p) => p.trim() !== '');
  if (asked.length > 0) {
    invalidParameter(
      'prompts',
      'prompts does not apply here: a domain over time covers every prompt (one prompt’s view of a domain is /prompts/{id}/sources/{domain})',
      asked.join(','),
    );
  }
  const [name = 'answersCiting', dir, ...extra] = (sort ?? 'answersCiting:desc').split(':');
  if (!(domainOverTimePromptSorts as readonly string[]).includes(name) || extra.length > 0) {
    invalidParameter(
      'sort',
      `sort must be one of ${domainOverTimePromptSorts.join(', ')}, with :asc or :desc, not ${sort}`,
      sort,
    );
  }
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc')
    invalidParameter('sort', `sort direction must be asc or desc, not ${dir}`, sort);
  const direction = dir ?? (name === 'text' ? 'asc' : 'desc');
  return {
    filter,
    sort: { name: `${name}:${direction}`, key: name as DomainPromptSortKey, direction },
    page: parsePage(pagination),
  };
}
