import { invalidParameter } from '../query-parameters.ts';

/** A `limit` query parameter: a whole number within 1..max, `fallback` when absent; anything else is a 400. */
export function parseLimit(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= max)) {
    invalidParameter('limit', `limit must be a whole number from 1 to ${max}, not ${value}`, value);
  }
  return limit;
}
