import { queryOptions } from '@tanstack/react-query';
import { costsCalls } from './costs-calls.ts';
import { costsKeys } from './costs-keys.ts';

/** The project's budget and month; read again every minute while the page is open (collects change it). */
export const budgetQuery = (documentId: string) =>
  queryOptions({
    queryKey: costsKeys.budget(documentId),
    queryFn: ({ signal }) => costsCalls.projectBudget(documentId, signal),
    refetchInterval: 60_000,
  });

/** The project's costs per month and engine. */
export const projectCostsQuery = (documentId: string) =>
  queryOptions({
    queryKey: costsKeys.project(documentId),
    queryFn: ({ signal }) => costsCalls.projectCosts(documentId, signal),
  });
