import { stringify } from 'qs-esm';
import { readToken } from '../session/token-cookie.ts';
import { ApiError } from './api-error.ts';

type ErrorHook = (error: ApiError, request: { method: string; path: string }) => void;
let errorHook: ErrorHook | undefined;

/** Called on every failed call (the app shows a notification); `silent` calls skip it. */
export function onApiError(hook: ErrorHook | undefined): void {
  errorHook = hook;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Bracket-style query (`{ filters: { a: { $eq: 1 } } }`), serialized like the REST conventions say. */
  query?: Record<string, unknown>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Do not report failures through the error hook. */
  silent?: boolean;
}

/** Calls the Sightline API with the session's Bearer token and returns the parsed JSON. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET');
  const query = request.query ? `?${stringify(request.query, { encodeValuesOnly: true })}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}${query}`, { method, headers, body, signal: request.signal ?? null });
  } catch (cause) {
    const error = new ApiError(500, 'UnknownError', cause instanceof Error ? cause.message : String(cause));
    if (!request.silent && !(cause instanceof DOMException && cause.name === 'AbortError'))
      errorHook?.(error, { method, path });
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as
    | { error?: { status: number; name: string; message: string; details?: Record<string, unknown> } }
    | undefined;
  if (!response.ok) {
    const envelope = payload?.error;
    const error = envelope
      ? new ApiError(envelope.status, envelope.name, envelope.message, envelope.details)
      : new ApiError(500, 'UnknownError', `${response.status} ${response.statusText}`);
    if (!request.silent) errorHook?.(error, { method, path });
    throw error;
  }
  return payload as T;
}

export interface ResourceList<T> {
  data: T[];
  meta: { pagination: { page?: number; pageSize?: number; pageCount?: number; total: number } };
}
export interface Single<T> {
  data: T;
  meta: Record<string, unknown>;
}
