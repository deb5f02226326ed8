import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { ownedMedia } from '../schema/index.ts';

export interface OwnedMediaEntry {
  kind: 'domain' | 'url' | 'social';
  value: string;
}

/** Every owned medium of a project (domains, URLs and social profiles), in the order they were added. */
export function listOwnedMedia(db: Database, projectId: number): Promise<OwnedMediaEntry[]> {
  return db
    .select({ kind: ownedMedia.kind, value: ownedMedia.value })
    .from(ownedMedia)
    .where(eq(ownedMedia.projectId, projectId))
    .orderBy(asc(ownedMedia.id));
}
