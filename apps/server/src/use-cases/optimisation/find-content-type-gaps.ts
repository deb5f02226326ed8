import {
  type ContentTypeId,
  type ContentTypeRecommendation,
  contentTypeIds,
  type Intent,
  intents,
} from '@sightline/contracts';
import { countContentTypesByIntent, type IntentContentTypeCount } from '@sightline/db';
import type { Services } from '../../services.ts';
import { coveredPrompts } from '../report-filter/index.ts';
import { asContentType, type OptimisationContext, type Unranked } from './optimisation-context.ts';
import { CONTENT_TYPE_MIN_CITATIONS, CONTENT_TYPE_MIN_SHARE } from './thresholds.ts';

interface TypeSums {
  citations: number;
  answers: number;
  pages: number;
}

const typeOrder = (type: ContentTypeId) => contentTypeIds.indexOf(type);

/**
 * Per prompt intent (the covered prompts' current intent; unclassified prompts are left out), the content type with
 * the largest share of other sites' citations in answers of that intent — when that share is at least
 * CONTENT_TYPE_MIN_SHARE, its citations at least CONTENT_TYPE_MIN_CITATIONS, and none of the owned pages cited in
 * answers of that intent is of that type: the kind of page that wins there and the brand does not have cited.
 * Evidence: the type's share and citations, the owned pages' types in that intent. Impact: the answers of that intent
 * citing another site's page of that type.
 */
export async function findContentTypeGaps(
  services: Services,
  context: OptimisationContext,
): Promise<Array<Unranked<ContentTypeRecommendation>>> {
  const counts = await countContentTypesByIntent(services.db, context.read);
  return contentTypeGaps(context, counts);
}

/** The rule over the counts (see `findContentTypeGaps`). */
export function contentTypeGaps(
  context: Pick<OptimisationContext, 'filter'>,
  counts: readonly IntentContentTypeCount[],
): Array<Unranked<ContentTypeRecommendation>> {
  const prompts = new Map<Intent, number>();
  for (const prompt of coveredPrompts(context.filter)) {
    if (prompt.intent !== null) prompts.set(prompt.intent, (prompts.get(prompt.intent) ?? 0) + 1);
  }
  const others = new Map<Intent, Map<ContentTypeId, TypeSums>>();
  const owned = new Map<Intent, Map<ContentTypeId, TypeSums>>();
  for (const row of counts) {
    if (!(intents as readonly string[]).includes(row.intent)) continue;
    const intent = row.intent as Intent;
    const byIntent = row.owned ? owned : others;
    const types = byIntent.get(intent) ?? new Map<ContentTypeId, TypeSums>();
    const type = asContentType(row.contentType);
    // A type the analyzer does not know is counted as `other`, with the `other` rows.
    const sums = types.get(type) ?? { citations: 0, answers: 0, pages: 0 };
    sums.citations += row.citations;
    sums.answers += row.answers;
    sums.pages += row.pages;
    types.set(type, sums);
    byIntent.set(intent, types);
  }
  const found: Array<Unranked<ContentTypeRecommendation>> = [];
  for (const intent of intents) {
    const types = others.get(intent);
    if (!types) continue;
    const total = [...types.values()].reduce((sum, t) => sum + t.citations, 0);
    // The most cited type; ties in the analyzer's order of types.
    const [top] = [...types.entries()].sort(
      ([a, x], [b, y]) => y.citations - x.citations || typeOrder(a) - typeOrder(b),
    );
    if (!top || total === 0) continue;
    const [contentType, sums] = top;
    const share = sums.citations / total;
    const ownedTypes = owned.get(intent) ?? new Map<ContentTypeId, TypeSums>();
    if (share < CONTENT_TYPE_MIN_SHARE || sums.citations < CONTENT_TYPE_MIN_CITATIONS) continue;
    if ((ownedTypes.get(contentType)?.citations ?? 0) > 0) continue;
    found.push({
      kind: 'content_type',
      key: `${intent}:${contentType}`,
      impact: { answers: sums.answers },
      subject: { intent, contentType },
      evidence: {
        share,
        citations: sums.citations,
        othersCitations: total,
        answers: sums.answers,
        prompts: prompts.get(intent) ?? 0,
        ownedTypes: [...ownedTypes.entries()]
          .sort(([a, x], [b, y]) => y.citations - x.citations || typeOrder(a) - typeOrder(b))
          .map(([type, t]) => ({ contentType: type, pages: t.pages, citations: t.citations })),
      },
      links: { intent, contentType },
    });
  }
  return found;
}
