import { ApiError } from './api-error.ts';

/**
 * The error of a failed response read outside `api()` (a file download): its envelope, else a synthetic one. Apart
 * from ApiError so that only the screens that download carry it, not the first page.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { name?: string; message?: string; details?: Record<string, unknown> };
  } | null;
  return new ApiError(
    response.status,
    body?.error?.name ?? 'UnknownError',
    body?.error?.message ?? response.statusText,
    body?.error?.details,
  );
}
