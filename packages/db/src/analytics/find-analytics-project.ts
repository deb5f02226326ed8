import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { competitors, projects } from '../schema/index.ts';

/** The key of the project's own brand in facts and rollups (competitors are keyed by their document id). */
export const ownBrandKey = 'brand';

export interface TrackedBrand {
  key: string;
  name: string;
  own: boolean;
}

export interface AnalyticsProject {
  timezone: string;
  engines: string[];
  /** The own brand first, then the current competitors in the order they were added. */
  brands: TrackedBrand[];
}

/** What a dashboard needs to know about a project: its timezone, engines and tracked brands with their names. */
export async function findAnalyticsProject(
  db: Database,
  projectId: number,
): Promise<AnalyticsProject | null> {
  const [project] = await db
    .select({ timezone: projects.timezone, engines: projects.engines, brandName: projects.brandName })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const rivals = await db
    .select({ key: competitors.documentId, name: competitors.name })
    .from(competitors)
    .where(eq(competitors.projectId, projectId))
    .orderBy(asc(competitors.id));
  return {
    timezone: project.timezone,
    engines: project.engines,
    brands: [
      { key: ownBrandKey, name: project.brandName, own: true },
      ...rivals.map((r) => ({ ...r, own: false })),
    ],
  };
}
