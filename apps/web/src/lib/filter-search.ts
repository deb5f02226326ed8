import { type EngineId, engineIds, intents } from '@sightline/contracts/constants';

export type Intent = (typeof intents)[number];

/**
 * The filters of a data screen as they live in the URL search parameters, so a view can be bookmarked, shared and
 * reloaded: `?from=2026-11-01&to=2026-11-21&engines=["chatgpt"]&tags=["seoul"]&intents=["commercial"]&branded=false
 * &prompt=…`. `branded`: only the prompts that name the own brand (true) or only the others (false).
 */
export interface FilterSearch {
  from?: string;
  to?: string;
  engines?: EngineId[];
  tags?: string[];
  intents?: Intent[];
  branded?: boolean;
  prompt?: string;
}

export type FilterKey = keyof FilterSearch;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const documentId = /^([0-9a-z]{24}|\d{1,15})$/;
const maxTagLength = 64;
const maxListLength = 50;

/** A real calendar day written as YYYY-MM-DD. */
function validDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isoDay.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : undefined;
}

/**
 * A list from the URL: an array (the router writes arrays as JSON) or a comma-separated string (hand-written links);
 * only the values `keep` accepts stay, without duplicates, in their first order.
 */
function validList<T extends string>(value: unknown, keep: (item: string) => item is T): T[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const kept: T[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const trimmed = item.trim();
    if (keep(trimmed) && !kept.includes(trimmed)) kept.push(trimmed);
  }
  return kept.length > 0 ? kept.slice(0, maxListLength) : undefined;
}

/** `true`/`false` as the router parses them (booleans) or as hand-written links have them (strings). */
function validBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

const isEngine = (item: string): item is EngineId => (engineIds as readonly string[]).includes(item);
const isIntent = (item: string): item is Intent => (intents as readonly string[]).includes(item);
const isTag = (item: string): item is string => item.length > 0 && item.length <= maxTagLength;

/**
 * TanStack Router `validateSearch` of every data screen: keeps the known filters with valid values and drops the
 * rest (a bad day, an unknown engine or intent, a prompt that is not a document id). A range whose start is after
 * its end is dropped as a whole; a range may be open on one side (the screen fills in its default).
 */
export function validateFilters(search: Record<string, unknown>): FilterSearch {
  let from = validDay(search.from);
  let to = validDay(search.to);
  if (from && to && from > to) {
    from = undefined;
    to = undefined;
  }
  const engines = validList(search.engines, isEngine);
  const tags = validList(search.tags, isTag);
  const intentList = validList(search.intents, isIntent);
  const branded = validBoolean(search.branded);
  const prompt =
    typeof search.prompt === 'string' || typeof search.prompt === 'number' ? String(search.prompt) : '';
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(engines ? { engines } : {}),
    ...(tags ? { tags } : {}),
    ...(intentList ? { intents: intentList } : {}),
    ...(branded === undefined ? {} : { branded }),
    ...(documentId.test(prompt) ? { prompt } : {}),
  };
}

/** Merges a change into the current filters; an empty list or an empty value removes its parameter. */
export function mergeFilters(current: FilterSearch, change: Partial<FilterSearch>): FilterSearch {
  const next: Record<string, unknown> = { ...current, ...change };
  for (const [key, value] of Object.entries(next)) {
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    ) {
      delete next[key];
    }
  }
  return validateFilters(next);
}

/** The prompt documents a report is limited to: the URL's single `prompt` as the API's `prompts` list. */
export const promptsOf = (search: FilterSearch): string[] | undefined =>
  search.prompt ? [search.prompt] : undefined;
