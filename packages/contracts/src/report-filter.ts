import * as z from 'zod/mini';
import { type EngineId, engineIds, intents } from './constants.ts';

type Intent = (typeof intents)[number];

/**
 * The report filter, one contract from the URL to the database. The same field schemas validate the web's route search
 * (`reportSearchOf`: a bad value is dropped, the rest kept, so a hand-edited link still opens) and the server's query
 * (`parseReportFilter`: a bad value is a 400 naming the parameter and the value). Written with `zod/mini` so the web's
 * first page carries only these few schemas, not the whole of zod.
 *
 * Lists come in every form a link or a client writes them: an array (the router writes JSON arrays; query strings
 * `k[]=a&k[]=b`), or a comma-separated string (`engines=chatgpt,gemini`); items are trimmed, empty ones dropped and the
 * first occurrence kept. An empty list is no filter.
 */

/** The most values a list filter takes. */
export const maxFilterValues = 300;
/** The longest range a report covers, in days (a leap year). */
export const maxRangeDays = 366;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A document id (24 lowercase letters and digits) or, from older links, a numeric id. */
const documentIdPattern = /^([0-9a-z]{24}|\d{1,15})$/;
/** A tag name as prompts carry them (prompt-bulk's tag: at most 50 characters). */
const maxTagLength = 50;

type Refusal = { message: string; value: unknown };
type Check<T> = (value: unknown) => T | Refusal | undefined;

const isRefusal = (result: unknown): result is Refusal =>
  typeof result === 'object' && result !== null && 'message' in result && 'value' in result;

/** A field schema from a check: a value, a refusal (an issue carrying the refused value) or nothing (no filter). */
function field<T>(check: Check<T>) {
  return z.optional(
    z.transform((input: unknown, ctx) => {
      const result = check(input);
      if (isRefusal(result)) {
        ctx.issues.push({ code: 'custom', message: result.message, input, params: { value: result.value } });
        return z.NEVER;
      }
      return result;
    }),
  );
}

function day(name: 'from' | 'to'): Check<string> {
  return (value) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isoDay.test(value)) {
      return { message: `${name} must be a date as YYYY-MM-DD`, value };
    }
    const parsed = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      return { message: `${name} is not a calendar date: ${value}`, value };
    }
    return value;
  };
}

/** The items of a list in any of its forms (array items may hold commas too), trimmed, without empty ones or repeats. */
function listItems(value: unknown): unknown[] {
  const raw = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  const items: unknown[] = [];
  for (const item of raw) {
    const trimmed = typeof item === 'string' ? item.trim() : typeof item === 'number' ? String(item) : item;
    if (trimmed === '' || items.includes(trimmed)) continue;
    items.push(trimmed);
  }
  return items;
}

/** A list whose every item `accept` must take (else a refusal naming the item); `order` puts a canonical order. */
function list<T extends string>(
  name: string,
  accept: (item: string) => boolean,
  refusal: (item: unknown) => string,
  order?: readonly T[],
): Check<T[]> {
  return (value) => {
    if (value === undefined) return undefined;
    const items = listItems(value);
    if (items.length === 0) return undefined;
    if (items.length > maxFilterValues) {
      return {
        message: `${name} takes at most ${maxFilterValues} values (${items.length} given)`,
        value: name,
      };
    }
    for (const item of items) {
      if (typeof item !== 'string' || !accept(item)) return { message: refusal(item), value: item };
    }
    const kept = items as T[];
    // In the canonical order: `gemini,chatgpt` and `chatgpt,gemini` are one filter (one cache key, one link).
    return order ? order.filter((known) => kept.includes(known)) : kept;
  };
}

const engineList = list<EngineId>(
  'engines',
  (item) => (engineIds as readonly string[]).includes(item),
  (item) => `Unknown engine in engines: ${String(item)} (known: ${engineIds.join(', ')})`,
  engineIds,
);
const intentList = list<Intent>(
  'intents',
  (item) => (intents as readonly string[]).includes(item),
  (item) => `Unknown intent in intents: ${String(item)} (known: ${intents.join(', ')})`,
  intents,
);
const tagList = list<string>(
  'tags',
  (item) => item.length <= maxTagLength,
  (item) => `Unknown tag in tags: ${String(item)}`,
);
const promptList = list<string>(
  'prompts',
  (item) => documentIdPattern.test(item),
  (item) => `Unknown prompt in prompts: ${String(item)}`,
);

const branded: Check<boolean> = (value) => {
  if (value === undefined || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return { message: `branded must be true or false, not ${String(value)}`, value };
};

const singlePrompt: Check<string> = (value) => {
  if (value === undefined || value === '') return undefined;
  const id = typeof value === 'number' ? String(value) : value;
  if (typeof id !== 'string' || !documentIdPattern.test(id)) {
    return { message: `Unknown prompt in prompt: ${String(value)}`, value };
  }
  return id;
};

const commonFields = {
  from: field(day('from')),
  to: field(day('to')),
  engines: field(engineList),
  tags: field(tagList),
  intents: field(intentList),
  /** true: only the prompts that name the own brand; false: only the others. */
  branded: field(branded),
};

/**
 * A report's filter as the API takes it (every report read of a project): the range, engines, tags, intents, branded
 * and prompts (document ids). Tags and prompts are checked against the project by the server's resolver.
 */
export const ReportFilter = z.object({ ...commonFields, prompts: field(promptList) });
export type ReportFilter = z.output<typeof ReportFilter>;

/** A filter with its range: what a screen asks a report for (the screen fills in its default range). */
export type RangedReportFilter = ReportFilter & { from: string; to: string };

/**
 * A data screen's filter as it lives in the URL (`?from=…&to=…&engines=["chatgpt"]&branded=false&prompt=…`), so a
 * view can be bookmarked, shared and reloaded; the URL's one `prompt` is the API's `prompts` list.
 */
export const ReportSearch = z.object({ ...commonFields, prompt: field(singlePrompt) });
export type ReportSearch = z.output<typeof ReportSearch>;

export type ReportSearchKey = keyof ReportSearch;

const listKeys = new Set<string>(['engines', 'tags', 'intents', 'prompts']);

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** The days from `from` to `to`, both counted. */
export const rangeDayCount = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** What is wrong with a range whose ends are both known: `from` after `to`, or longer than `maxRangeDays`. */
export function rangeRefusal(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  const count = rangeDayCount(from, to);
  if (count < 1) return { field: 'from', message: `from (${from}) is after to (${to})` };
  if (count > maxRangeDays) {
    return {
      field: 'to',
      message: `The range ${from} to ${to} covers ${count} days; at most ${maxRangeDays} are allowed`,
    };
  }
  return null;
}

/** A field the filter refused: the parameter, why, and the value refused. */
export interface FilterRefusal {
  field: string;
  message: string;
  value: unknown;
}

/**
 * The server's parse of a report filter from a query: the filter, or the first refusal (a malformed or impossible date,
 * a range backwards or over 366 days, an unknown engine or intent, a tag too long to exist, a prompt that is not a
 * document id, `branded` other than true/false). Other keys of the query are not the filter's business.
 */
export function parseReportFilter(
  query: Record<string, unknown>,
): { filter: ReportFilter; refusal?: undefined } | { filter?: undefined; refusal: FilterRefusal } {
  const parsed = ReportFilter.safeParse(pickKeys(query, Object.keys(ReportFilter.shape)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const fieldName = String(issue.path[0] ?? 'request');
    const value = (issue as { params?: { value?: unknown } }).params?.value;
    return { refusal: { field: fieldName, message: issue.message, value } };
  }
  const { from, to } = parsed.data;
  const backwards = from && to ? rangeRefusal(from, to) : null;
  if (backwards) {
    const value = backwards.field === 'from' ? from : to;
    return { refusal: { ...backwards, value } };
  }
  return { filter: parsed.data };
}

/**
 * The web's parse of a data screen's URL: each filter kept when valid and dropped when not (a bad day, an unknown
 * engine; a list keeps its good items), so a hand-edited or outdated link still opens with what is right in it; a range whose start is after its
 * end, or longer than a report takes, is dropped as a whole. A range may be open on one side (the screen fills in its
 * default).
 */
export function reportSearchOf(search: Record<string, unknown>): ReportSearch {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ReportSearch.shape)) {
    let parsed = schema.safeParse(search[key]);
    if (!parsed.success && listKeys.has(key)) {
      // A list keeps its good items: `engines=["claude","bard"]` is still a filter on Claude.
      const good = listItems(search[key]).filter((item) => schema.safeParse([item]).success);
      parsed = schema.safeParse(good);
    }
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  const kept = result as ReportSearch;
  if (kept.from && kept.to && rangeRefusal(kept.from, kept.to)) {
    delete kept.from;
    delete kept.to;
  }
  return kept;
}

/**
 * A filter as the query string the API parses (`from`, `to`, lists comma-separated, `branded`, `prompts`), with the
 * read's own parameters after it.
 */
export function reportFilterParams(
  filter: ReportFilter,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const setList = (name: string, values: readonly string[] | undefined) => {
    if (values?.length) params.set(name, values.join(','));
  };
  setList('engines', filter.engines);
  setList('tags', filter.tags);
  setList('intents', filter.intents);
  if (filter.branded !== undefined) params.set('branded', String(filter.branded));
  setList('prompts', filter.prompts);
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

function pickKeys(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}
