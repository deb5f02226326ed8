import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { validServerSort } from '../../ui/data-table/server-sort.ts';
import { promptSortKeys } from './domain-prompt-sorts.ts';

/** The domain-over-time screen's URL: the report filters, and its prompts table's sort and page (shareable). */
export interface DomainOverTimeSearch extends ReportSearch {
  /** The prompts' sort as the API writes it (`answersCiting:desc`); the default is not written. */
  sort?: string;
  /** The prompts' page, from 1; the first is not written. */
  page?: number;
}

/** `validateSearch` of the screen: the known filters with valid values, a sort the API takes and a page; the rest dropped. */
export function validateDomainOverTimeSearch(search: Record<string, unknown>): DomainOverTimeSearch {
  const result: DomainOverTimeSearch = reportSearchOf(search);
  const sort = validServerSort(search.sort, promptSortKeys);
  if (sort) result.sort = sort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
