import type { CollectDayResponse, CollectMonthResponse } from '@sightline/contracts';
import { api, type Single } from '../../lib/api/api-client.ts';
import type { Project } from '../../lib/api/types.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A month of the calendar, `YYYY-MM`, and one of its days, `YYYY-MM-DD` (local days in the project's timezone). */
export interface CollectDayParts {
  year: string;
  month: string;
  day: string;
}

/** The calls of the collect day screen. Silent: the screen shows the API's message with a retry itself. */
export const collectsCalls = {
  /** The project the day belongs to (its name, brand, timezone and schedule for the header and the empty state). */
  project: (documentId: string, signal?: AbortSignal) =>
    api<Single<Project>>(`/v1/projects/${documentId}`, { silent: true, ...withSignal(signal) }).then(
      (r) => r.data,
    ),
  /** The days of a month that have collects, with how they went. */
  month: (documentId: string, year: string, month: string, signal?: AbortSignal) =>
    api<CollectMonthResponse>(`/v1/projects/${documentId}/collects/${year}/${month}`, {
      silent: true,
      ...withSignal(signal),
    }),
  /** One day's collects with their runs and chats. */
  day: (documentId: string, parts: CollectDayParts, signal?: AbortSignal) =>
    api<CollectDayResponse>(`/v1/projects/${documentId}/collects/${parts.year}/${parts.month}/${parts.day}`, {
      silent: true,
      ...withSignal(signal),
    }),
};
