import { and, eq, sql } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { sourceUrls } from '../schema/index.ts';

export interface CorrectedSourceUrl {
  normalizedUrl: string;
  /** The type now shown: the correction, else the analyzer's. */
  contentType: string;
  corrected: boolean;
}

/**
 * Sets (or with null removes) an organization's correction of a page's content type for one project and raises the
 * project's data version in the same transaction (reports read the type through `source_urls`, so history shows it
 * at once). Null when the project's answers never cited the page.
 */
export async function correctContentType(
  db: Database,
  projectId: number,
  normalizedUrl: string,
  contentType: string | null,
): Promise<CorrectedSourceUrl | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sourceUrls)
      .set({ contentTypeOverride: contentType })
      .where(and(eq(sourceUrls.projectId, projectId), eq(sourceUrls.normalizedUrl, normalizedUrl)))
      .returning({
        normalizedUrl: sourceUrls.normalizedUrl,
        contentType: sql<string>`coalesce(${sourceUrls.contentTypeOverride}, ${sourceUrls.contentType})`,
        corrected: sql<boolean>`${sourceUrls.contentTypeOverride} is not null`,
      });
    if (!row) return null;
    await bumpDataVersion(tx, projectId);
    return { ...row, corrected: Boolean(row.corrected) };
  });
}
