import {
  type OptimisationKind,
  type OptimisationMeta,
  type OptimisationRecommendation,
  optimisationKinds,
} from '@sightline/contracts';
import type { Unranked } from './optimisation-context.ts';
import { MAX_PER_KIND } from './thresholds.ts';

const kindOrder = (kind: OptimisationKind) => optimisationKinds.indexOf(kind);

/** Larger impact first; ties by kind (in the order of `optimisationKinds`), then by key. */
export function compareRecommendations(a: Unranked, b: Unranked): number {
  return (
    b.impact.answers - a.impact.answers ||
    kindOrder(a.kind) - kindOrder(b.kind) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/**
 * The recommendations of every rule in one ranked list (`rank` from 1): at most MAX_PER_KIND of each kind (the
 * largest impacts), then all by `compareRecommendations`; with how many each kind found before that cut.
 */
export function rankRecommendations(candidates: readonly Unranked[]): {
  data: OptimisationRecommendation[];
  found: OptimisationMeta['found'];
} {
  const sorted = [...candidates].sort(compareRecommendations);
  const found = Object.fromEntries(optimisationKinds.map((kind) => [kind, 0])) as OptimisationMeta['found'];
  const kept: Unranked[] = [];
  for (const candidate of sorted) {
    found[candidate.kind] += 1;
    if (found[candidate.kind] <= MAX_PER_KIND) kept.push(candidate);
  }
  return {
    data: kept.map((candidate, i) => ({ ...candidate, rank: i + 1 }) as OptimisationRecommendation),
    found,
  };
}
