import { and, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { documentKeyCondition } from '../rest/find-documents.ts';
import type { TenantScope } from '../rest/resource.ts';
import { resource } from '../rest/resources/index.ts';
import { projects } from '../schema/index.ts';

export interface ProjectDataVersion {
  id: number;
  organizationId: number;
  /** Raised whenever what the project's analytics answer changes (see bumpDataVersion). */
  dataVersion: number;
  /** The project's timezone: dashboards resolve "today" in it before keying a cached response. */
  timezone: string;
  /**
   * When a collect of the project last changed (planned, started, ended), or '' without any: why an empty report is
   * empty changes with it while the data version does not (a collect under way, every run failed).
   */
  collectsVersion: string;
}

/**
 * A project the tenant can see (by id or documentId, under the same scope as every other read of projects) with
 * what keys its cached analytics: its data version, and the timezone "today" is taken in. One query, since every
 * dashboard request, cached or not, starts with it.
 */
export async function findDataVersion(
  db: Database,
  key: string | number,
  tenant: TenantScope,
): Promise<ProjectDataVersion | undefined> {
  const r = resource('projects');
  const [row] = await db
    .select({
      id: projects.id,
      organizationId: projects.organizationId,
      dataVersion: projects.dataVersion,
      timezone: projects.timezone,
      collectsVersion: sql<string>`coalesce((select max(c.updated_at)::text from collects c
        where c.project_id = "projects"."id"), '')`,
    })
    .from(projects)
    .where(and(r.scope?.(tenant), documentKeyCondition(r, key)))
    .limit(1);
  return row ? { ...row, id: Number(row.id), organizationId: Number(row.organizationId) } : undefined;
}
