import { type AnalyticsFilterQuery, type EngineId, engineIds, ValidationError } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';

/** The longest range a dashboard query covers, in days (a leap year). */
export const maxRangeDays = 366;
/** Days covered without `from`/`to`: the 30 days ending today in the project's timezone. */
export const defaultRangeDays = 30;

export interface TrackingRange {
  from: string;
  to: string;
  /** Every day of the range, oldest first. */
  days: string[];
  /** The engine filter, deduplicated, in the order of `engineIds`; undefined for every engine. */
  engines: EngineId[] | undefined;
}

/** A 400 whose details name the query parameter (`path: [field]`) and the value refused. */
export function invalidParameter(field: string, message: string, value?: unknown): never {
  throw new ValidationError(message, [
    { path: [field], message, name: 'ValidationError', ...(value === undefined ? {} : { value }) },
  ]);
}

/**
 * The values of a list parameter in any of its query-string forms (`a,b`, `k[]=a&k[]=b`, `k[0]=a`), trimmed, empty
 * ones dropped, first occurrence kept.
 */
export function listValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

function parseDay(field: 'from' | 'to', value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    invalidParameter(field, `${field} must be a date as YYYY-MM-DD`, value);
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    invalidParameter(field, `${field} is not a calendar date: ${value}`, value);
  }
  return value;
}

function parseEngines(value: string | string[] | undefined): EngineId[] | undefined {
  const names = listValues(value);
  if (names.length === 0) return undefined;
  const known = new Set<string>(engineIds);
  for (const name of names) {
    if (!known.has(name)) {
      invalidParameter(
        'engines',
        `Unknown engine in engines: ${name} (known: ${engineIds.join(', ')})`,
        name,
      );
    }
  }
  // In the canonical order of engineIds: `gemini,chatgpt` and `chatgpt,gemini` are one filter (and one cache key).
  const asked = new Set(names);
  return engineIds.filter((id) => asked.has(id));
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The query's range and engines. Without `from` and `to`: the 30 days ending `today`; with only `to`: the 30 days
 * ending then; with only `from`: from then to today. At most 366 days, `from` ≤ `to`.
 */
export function trackingRange(
  query: Pick<AnalyticsFilterQuery, 'from' | 'to' | 'engines'>,
  today: string,
): TrackingRange {
  const engines = parseEngines(query.engines);
  const to = query.to === undefined ? today : parseDay('to', query.to);
  const from =
    query.from === undefined ? daysEndingWith(to, defaultRangeDays)[0]! : parseDay('from', query.from);
  const count = dayNumber(to) - dayNumber(from) + 1;
  if (count < 1) invalidParameter('from', `from (${from}) is after to (${to})`, from);
  if (count > maxRangeDays) {
    invalidParameter(
      'to',
      `The range ${from} to ${to} covers ${count} days; at most ${maxRangeDays} are allowed`,
      to,
    );
  }
  return { from, to, days: daysEndingWith(to, count), engines };
}
