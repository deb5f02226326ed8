import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sourceDomains, sourceUrls } from '../schema/index.ts';

/** A domain as a project knows it: its type (as corrected) and when its answers first and last cited it. */
export interface KnownSourceDomain {
  sourceType: string;
  corrected: boolean;
  firstSeen: string;
  lastSeen: string;
}

/** The project's record of a domain, or null when its answers never cited it. */
export async function findSourceDomain(
  db: Database,
  projectId: number,
  domain: string,
): Promise<KnownSourceDomain | null> {
  const sd = sourceDomains;
  const [row] = await db
    .select({
      sourceType: sql<string>`coalesce(${sd.sourceTypeOverride}, ${sd.sourceType})`,
      corrected: sql<boolean>`${sd.sourceTypeOverride} is not null`,
      firstSeen: sd.firstSeen,
      lastSeen: sd.lastSeen,
    })
    .from(sd)
    .where(and(eq(sd.projectId, projectId), eq(sd.domain, domain)));
  return row ? { ...row, corrected: Boolean(row.corrected) } : null;
}

/** A page as a project knows it: the address first cited, title, content type (as corrected), first and last seen. */
export interface KnownSourceUrl {
  url: string;
  domain: string;
  title: string | null;
  contentType: string;
  corrected: boolean;
  firstSeen: string;
  lastSeen: string;
}

/** The project's record of a page by normalized URL, or null when its answers never cited it. */
export async function findSourceUrl(
  db: Database,
  projectId: number,
  normalizedUrl: string,
): Promise<KnownSourceUrl | null> {
  const su = sourceUrls;
  const [row] = await db
    .select({
      url: su.url,
      domain: su.domain,
      title: su.title,
      contentType: sql<string>`coalesce(${su.contentTypeOverride}, ${su.contentType})`,
      corrected: sql<boolean>`${su.contentTypeOverride} is not null`,
      firstSeen: su.firstSeen,
      lastSeen: su.lastSeen,
    })
    .from(su)
    .where(and(eq(su.projectId, projectId), eq(su.normalizedUrl, normalizedUrl)));
  return row ? { ...row, corrected: Boolean(row.corrected) } : null;
}
