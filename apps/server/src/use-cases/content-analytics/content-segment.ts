import {
  type ContentSegment,
  type ContentTypeId,
  type ContentTypeShare,
  contentTypeIds,
} from '@sightline/contracts';

/** Citations per content type. */
export type TypeCounts = Map<ContentTypeId, number>;

/** A content type as the contract knows it: an unknown type read from the database counts as `other`. */
export const asContentType = (value: string): ContentTypeId =>
  (contentTypeIds as readonly string[]).includes(value) ? (value as ContentTypeId) : 'other';

/** Adds citations of a content type to the counts kept under `key` (created on first use). */
export function addCitations<K>(
  byKey: Map<K, TypeCounts>,
  key: K,
  contentType: string,
  citations: number,
): void {
  let counts = byKey.get(key);
  if (!counts) {
    counts = new Map();
    byKey.set(key, counts);
  }
  const type = asContentType(contentType);
  counts.set(type, (counts.get(type) ?? 0) + citations);
}

/**
 * A segment's mix over the report's content types (`order`, zero-filled): each type's citations and share of the
 * segment's, and the type with the most citations (the first in `order` on a tie; null without citations).
 */
export function contentSegment(
  counts: TypeCounts | undefined,
  order: readonly ContentTypeId[],
): ContentSegment {
  const types = order.map((contentType) => ({ contentType, citations: counts?.get(contentType) ?? 0 }));
  const citations = types.reduce((sum, type) => sum + type.citations, 0);
  let top: ContentTypeShare | null = null;
  const shares = types.map((type) => ({ ...type, share: citations > 0 ? type.citations / citations : null }));
  for (const type of shares) {
    if (type.citations > 0 && (top === null || type.citations > top.citations)) top = type;
  }
  return { citations, types: shares, top: top?.contentType ?? null };
}
