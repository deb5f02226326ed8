import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { ownedMedia } from '../schema/index.ts';

export interface OwnedMediaRow {
  kind: 'domain' | 'url';
  value: string;
}

/** The project's owned media that name a site (domains and URLs; social handles are not sites). */
export async function listOwnedSites(db: Database, projectId: number): Promise<OwnedMediaRow[]> {
  const rows = await db
    .select({ kind: ownedMedia.kind, value: ownedMedia.value })
    .from(ownedMedia)
    .where(and(eq(ownedMedia.projectId, projectId), inArray(ownedMedia.kind, ['domain', 'url'])))
    .orderBy(asc(ownedMedia.id));
  return rows as OwnedMediaRow[];
}
