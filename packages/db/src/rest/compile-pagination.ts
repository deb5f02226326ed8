import { AppError, type Pagination } from '@sightline/contracts';
import type { ResourceDef } from './resource.ts';
import { queryError } from './validation-error.ts';

export interface CompiledPagination {
  limit: number;
  offset: number;
  meta: (total: number) => Record<string, number>;
}

/**
 * The largest page number or start offset accepted. Beyond it no resource list has rows, and PostgreSQL's offset
 * (a bigint) would overflow long before the request could mean anything.
 */
export const maxPaginationValue = 2_147_483_647;

function bounded(pagination: Pagination) {
  for (const key of ['page', 'pageSize', 'start', 'limit'] as const) {
    const value = pagination[key];
    if (value !== undefined && (!Number.isSafeInteger(value) || value > maxPaginationValue)) {
      throw queryError(['pagination', key], `must be a whole number ≤ ${maxPaginationValue}`, value);
    }
  }
  return pagination;
}

/** Page/pageSize (default 25) or start/limit, never mixed; sizes are capped by the resource's maximum. */
export function compilePagination(
  resource: ResourceDef,
  pagination: Pagination | undefined,
): CompiledPagination {
  const max = resource.maxPageSize ?? 100;
  const p = bounded(pagination ?? {});
  const pageStyle = p.page !== undefined || p.pageSize !== undefined;
  const offsetStyle = p.start !== undefined || p.limit !== undefined;
  if (pageStyle && offsetStyle) {
    throw new AppError(
      'PaginationError',
      'Use either pagination[page]/[pageSize] or pagination[start]/[limit]',
    );
  }
  if (offsetStyle) {
    const start = p.start ?? 0;
    const limit = Math.min(p.limit ?? resource.defaultPageSize ?? 25, max);
    if (limit < 1) throw new AppError('PaginationError', 'pagination[limit] must be at least 1');
    return { limit, offset: start, meta: (total) => ({ start, limit, total }) };
  }
  const page = p.page ?? 1;
  const pageSize = Math.min(p.pageSize ?? resource.defaultPageSize ?? 25, max);
  if (page < 1) throw new AppError('PaginationError', 'pagination[page] must be at least 1');
  if (pageSize < 1) throw new AppError('PaginationError', 'pagination[pageSize] must be at least 1');
  return {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    meta: (total) => ({ page, pageSize, pageCount: Math.ceil(total / pageSize), total }),
  };
}
