import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { competitors, evaluationItems, ownedMedia, projects } from '../schema/index.ts';

/** The project's analysis profile in the shape `analyzeAnswer` takes; keys are document ids. */
export interface StoredAnalysisProfile {
  projectId: number;
  language: string;
  brand: { name: string; aliases: string[] };
  competitors: Array<{ key: string; name: string; aliases: string[]; domains: string[] }>;
  ownedDomains: string[];
  evaluationItems: Array<{ key: string; name: string; keywords: string[] }>;
}

export async function loadAnalysisProfile(
  db: Database,
  projectId: number,
): Promise<StoredAnalysisProfile | null> {
  const [project] = await db
    .select({
      brandName: projects.brandName,
      brandAliases: projects.brandAliases,
      language: projects.language,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const [rivals, media, items] = await Promise.all([
    db
      .select({
        key: competitors.documentId,
        name: competitors.name,
        aliases: competitors.aliases,
        domains: competitors.domains,
      })
      .from(competitors)
      .where(eq(competitors.projectId, projectId))
      .orderBy(asc(competitors.id)),
    db
      .select({ value: ownedMedia.value })
      .from(ownedMedia)
      .where(eq(ownedMedia.projectId, projectId))
      .orderBy(asc(ownedMedia.id)),
    db
      .select({
        key: evaluationItems.documentId,
        name: evaluationItems.name,
        keywords: evaluationItems.keywords,
      })
      .from(evaluationItems)
      .where(eq(evaluationItems.projectId, projectId))
      .orderBy(asc(evaluationItems.id)),
  ]);
  return {
    projectId,
    language: project.language,
    brand: { name: project.brandName, aliases: project.brandAliases },
    competitors: rivals,
    ownedDomains: media.map((m) => m.value),
    evaluationItems: items,
  };
}
