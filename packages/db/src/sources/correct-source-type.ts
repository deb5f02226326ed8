import { and, eq, sql } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import type { Database } from '../database.ts';
import { sourceDomains } from '../schema/index.ts';

export interface CorrectedSourceDomain {
  domain: string;
  /** The type now shown: the correction, else the analyzer's. */
  sourceType: string;
  corrected: boolean;
}

/**
 * Sets (or with null removes) an organization's correction of a domain's source type for one project, and raises the
 * project's data version in the same transaction, so every report, whatever its range, shows the corrected type at
 * once (reports read the type through `source_domains`). Null when the project's answers never cited the domain.
 */
export async function correctSourceType(
  db: Database,
  projectId: number,
  domain: string,
  sourceType: string | null,
): Promise<CorrectedSourceDomain | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sourceDomains)
      .set({ sourceTypeOverride: sourceType })
      .where(and(eq(sourceDomains.projectId, projectId), eq(sourceDomains.domain, domain)))
      .returning({
        domain: sourceDomains.domain,
        sourceType: sql<string>`coalesce(${sourceDomains.sourceTypeOverride}, ${sourceDomains.sourceType})`,
        corrected: sql<boolean>`${sourceDomains.sourceTypeOverride} is not null`,
      });
    if (!row) return null;
    await bumpDataVersion(tx, projectId);
    return { ...row, corrected: Boolean(row.corrected) };
  });
}
