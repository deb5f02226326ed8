import type { OwnedMediaKind } from '@sightline/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { ownedMedia } from '../schema/index.ts';

/** Replaces the project's owned media with this list (duplicates dropped), in one transaction. */
export async function replaceOwnedMedia(
  db: Database,
  project: { id: number; organizationId: number },
  items: Array<{ kind: OwnedMediaKind; value: string }>,
): Promise<void> {
  const unique = [...new Map(items.map((i) => [`${i.kind}|${i.value}`, i])).values()];
  await db.transaction(async (tx) => {
    await tx.delete(ownedMedia).where(eq(ownedMedia.projectId, project.id));
    if (unique.length) {
      await tx
        .insert(ownedMedia)
        .values(unique.map((i) => ({ ...i, projectId: project.id, organizationId: project.organizationId })));
    }
  });
}
