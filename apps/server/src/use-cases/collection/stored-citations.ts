import type { Citation } from '@sightline/engines';
import type { StoredCitation } from './project-analysis.ts';

/** An adapter's citations as a chat stores them (`source_citations`): only the fields it gave. */
export function toStoredCitations(citations: readonly Citation[]): StoredCitation[] {
  return citations.map((c) => ({
    url: c.url,
    ...(c.resolvedUrl !== undefined ? { resolvedUrl: c.resolvedUrl } : {}),
    ...(c.title !== undefined ? { title: c.title } : {}),
    ...(c.startIndex !== undefined ? { startIndex: c.startIndex } : {}),
    ...(c.endIndex !== undefined ? { endIndex: c.endIndex } : {}),
    ...(c.extracted ? { extracted: true } : {}),
  }));
}
