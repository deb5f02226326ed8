import { sql } from 'drizzle-orm';
import { sourceDomains, sourceUrls } from '../schema/index.ts';

/**
 * A cited page's content type: the organization's correction, else the analyzer's, else `other` (no bound
 * parameter, so the same expression can be selected and grouped by).
 */
export const pageContentType = sql<string>`coalesce(${sourceUrls.contentTypeOverride}, ${sourceUrls.contentType}, 'other')`;

/** Whether a cited page is owned: its domain's source type, as corrected, is `owned`. */
export const pageOwned = sql<boolean>`coalesce(coalesce(${sourceDomains.sourceTypeOverride}, ${sourceDomains.sourceType}) = 'owned', false)`;
