import { type PageMeta, ValidationError } from '@sightline/contracts';

/** The REST conventions' page size when none is asked for, and the most a page may hold. */
export const defaultPageSize = 25;
export const maxPageSize = 100;

/** One page of a list: which (from 1), how many rows, and how many rows come before it. */
export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

function pageNumber(field: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max)) {
    const message = `${field} must be a whole number from 1 to ${max}, not ${value}`;
    throw new ValidationError(message, [{ path: [field], message, name: 'ValidationError', value }]);
  }
  return n;
}

/**
 * Strapi-style `pagination[page]` (from 1) and `pagination[pageSize]` (1–100, default 25), as the REST conventions
 * describe; anything else is a 400 naming the parameter. Every list endpoint pages (docs/features/prompts.md).
 */
export function parsePage(pagination: { page?: string; pageSize?: string } | undefined): Page {
  const page = pageNumber('pagination.page', pagination?.page, 1, 1_000_000);
  const pageSize = pageNumber('pagination.pageSize', pagination?.pageSize, defaultPageSize, maxPageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `meta.pagination` of a page of `total` rows. */
export function pageMeta(page: Page, total: number): PageMeta {
  return { page: page.page, pageSize: page.pageSize, pageCount: Math.ceil(total / page.pageSize), total };
}
