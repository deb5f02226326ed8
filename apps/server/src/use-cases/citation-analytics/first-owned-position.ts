import type { FirstOwnedPosition, OwnedDomainPosition } from '@sightline/contracts';
import type { OwnedDomainSums } from '@sightline/db';

/**
 * The mean position of the first owned citation, from owned domains' rollup sums (see `FirstOwnedPosition`):
 * Σ first-position sums / Σ answers citing, over (answer, owned domain) pairs. `answersCitingOwned` (from the answer
 * rollups) says whether every answer cites one owned domain only, and so whether the mean is per answer exactly.
 */
export function firstOwnedPosition(
  domains: readonly OwnedDomainSums[],
  answersCitingOwned: number,
): FirstOwnedPosition {
  const pairs = domains.reduce((sum, d) => sum + d.answersCiting, 0);
  const positions = domains.reduce((sum, d) => sum + d.firstPositionSum, 0);
  return {
    mean: pairs > 0 ? positions / pairs : null,
    pairs,
    answers: answersCitingOwned,
    exact: pairs === answersCitingOwned,
  };
}

/** Each owned domain over every engine: its citations, answers citing it and mean first position, most cited first. */
export function ownedDomainPositions(rows: readonly OwnedDomainSums[]): OwnedDomainPosition[] {
  const byDomain = new Map<string, { citations: number; answersCiting: number; firstPositionSum: number }>();
  for (const row of rows) {
    const sums = byDomain.get(row.domain) ?? { citations: 0, answersCiting: 0, firstPositionSum: 0 };
    sums.citations += row.citations;
    sums.answersCiting += row.answersCiting;
    sums.firstPositionSum += row.firstPositionSum;
    byDomain.set(row.domain, sums);
  }
  return [...byDomain.entries()]
    .map(([domain, s]) => ({
      domain,
      citations: s.citations,
      answersCiting: s.answersCiting,
      meanFirstPosition: s.answersCiting > 0 ? s.firstPositionSum / s.answersCiting : null,
    }))
    .sort((a, b) => b.citations - a.citations || a.domain.localeCompare(b.domain));
}
