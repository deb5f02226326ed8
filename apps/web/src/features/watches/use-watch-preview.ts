import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import { watchCalls } from './watch-calls.ts';
import { previewBody, type WatchFormValues } from './watch-form-values.ts';

/** How long typing must pause before the form asks how many stored answers the draft would match. */
export const previewDebounceMs = 400;

/**
 * The live preview of a draft watch: once typing pauses, how many of the project's stored answers it would match
 * and its target as it will be matched. A target the server refuses (400) is the error of the target field.
 */
export function useWatchPreview(projectDocumentId: string, values: WatchFormValues, enabled: boolean) {
  const body = previewBody(values);
  const [debounced] = useDebouncedValue(body, previewDebounceMs);
  const settled = JSON.stringify(debounced) === JSON.stringify(body);
  const query = useQuery({
    queryKey: ['watch-preview', projectDocumentId, debounced] as const,
    queryFn: ({ signal }) => watchCalls.preview(projectDocumentId, debounced!, signal),
    enabled: enabled && debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const error = query.error ?? null;
  return {
    /** Nothing to match yet. */
    idle: body === null,
    /** Typing has not paused, or the count is on its way. */
    pending: body !== null && (!settled || query.isFetching),
    data: body !== null && !query.isError ? query.data : undefined,
    /** The target field's message when the server refuses the target (or another field's, by its name). */
    fieldErrors: error instanceof ApiError ? error.fieldErrors() : {},
    error: body !== null && settled ? error : null,
  };
}
