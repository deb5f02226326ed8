import { asNumber, asObject, asString } from '../../shared/shape.ts';
import type { Citation } from '../../types.ts';

/** The sources of a SerpApi answer, one per URL. */
export interface SerpApiSources {
  /** `references[].index` → the source of its URL. */
  byIndex: Map<number, Citation>;
  /** URL → source, in the order the references first list it. */
  byUrl: Map<string, Citation>;
}

/**
 * Reads `references`: Google lists the same page more than once (under two indexes, the second often without a
 * title), so sources are kept per URL, with the first title any of its references gives; every index points to
 * its URL's source. References without a link are skipped.
 */
export function readSerpApiReferences(references: readonly unknown[]): SerpApiSources {
  const byIndex = new Map<number, Citation>();
  const byUrl = new Map<string, Citation>();
  for (const r of references) {
    const reference = asObject(r);
    const url = asString(reference?.link)?.trim();
    if (!url) continue;
    const source = byUrl.get(url) ?? { url };
    byUrl.set(url, source);
    const title = asString(reference?.title)?.trim();
    if (title && !source.title) source.title = title;
    const index = asNumber(reference?.index);
    if (index !== undefined && !byIndex.has(index)) byIndex.set(index, source);
  }
  return { byIndex, byUrl };
}
