import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';

export interface ProjectDataVersion {
  /** Raised whenever what the project's analytics answer changes (see bumpDataVersion). */
  dataVersion: number;
  /** The project's timezone: dashboards resolve "today" in it before keying a cached response. */
  timezone: string;
}

/** What keys a cached analytics response of the project: its data version, and the timezone "today" is taken in. */
export async function findDataVersion(db: Database, projectId: number): Promise<ProjectDataVersion | null> {
  const [row] = await db
    .select({ dataVersion: projects.dataVersion, timezone: projects.timezone })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}
