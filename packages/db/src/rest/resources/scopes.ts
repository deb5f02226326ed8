import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../resource.ts';

/** Rows of the caller's organizations only; nothing at all for a caller without any. */
export function inOrganizations(column: AnyPgColumn) {
  return (tenant: TenantScope): SQL =>
    tenant.organizationIds.length === 0 ? sql`false` : inArray(column, tenant.organizationIds);
}
