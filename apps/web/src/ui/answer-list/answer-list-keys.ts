import type { RangedReportFilter } from '@sightline/contracts';
import { reportFilterKey } from '../filter-bar/report-filter.ts';

/** What one answer list asks for beside the filter: a brand mentioned or not, and the page size. */
export interface AnswerListScope {
  brand?: string | undefined;
  mentioned?: boolean | undefined;
  /** Only answers to prompts of this intent, or `none` (prompts without one). */
  intent?: string | undefined;
  /** Only answers with this status (`ok`: those a rate's n counts). */
  status?: 'ok' | 'no_answer' | undefined;
  limit: number;
  /** Only answers citing this domain or page. */
  cited?: string | undefined;
  /** Only the answers this watch matched. */
  watch?: string | undefined;
}

/** TanStack Query keys of answer lists: invalidate `project(id)` after a collect to refresh every list of it. */
export const answerListKeys = {
  all: ['answer-list'] as const,
  project: (projectDocumentId: string) => [...answerListKeys.all, projectDocumentId] as const,
  list: (projectDocumentId: string, filter: RangedReportFilter, scope: AnswerListScope) =>
    [
      ...answerListKeys.project(projectDocumentId),
      reportFilterKey(filter),
      scope.brand ?? '',
      scope.mentioned === undefined ? '' : String(scope.mentioned),
      scope.intent ?? '',
      scope.status ?? '',
      scope.limit,
      scope.cited ?? '',
      scope.watch ?? '',
    ] as const,
};
