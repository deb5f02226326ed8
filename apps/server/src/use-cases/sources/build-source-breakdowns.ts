import type { EngineId, SourceBrandRow, SourceEngineRow } from '@sightline/contracts';
import type { CitingBrandCount, SourceEngineSums, TrackedBrand } from '@sightline/db';
import { fractionOf } from './build-source-domains.ts';

/**
 * Every engine of the range beside its citations of the source: engines that answered but never cited it show at
 * zero (a source one engine ignores is a finding), engines that cited it without n cannot happen.
 */
export function buildSourceEngines(
  sums: readonly SourceEngineSums[],
  enginesN: readonly { engine: string; n: number }[],
): SourceEngineRow[] {
  const byEngine = new Map(sums.map((s) => [s.engine, s]));
  const engines = [...new Set([...enginesN.map((e) => e.engine), ...sums.map((s) => s.engine)])].sort();
  const nOf = new Map(enginesN.map((e) => [e.engine, e.n]));
  return engines.map((engine) => {
    const s = byEngine.get(engine);
    const n = nOf.get(engine) ?? 0;
    const answersCiting = s?.answersCiting ?? 0;
    return {
      engine: engine as EngineId,
      n,
      citations: s?.citations ?? 0,
      answersCiting,
      rate: fractionOf(answersCiting, n),
      meanFirstPosition: s && answersCiting > 0 ? s.firstPositionSum / answersCiting : null,
    };
  });
}

/** The brands named in the answers citing the source, each with its share of those answers. */
export function buildSourceBrands(
  counts: readonly CitingBrandCount[],
  brands: readonly TrackedBrand[],
  answersCiting: number,
): SourceBrandRow[] {
  const byKey = new Map(brands.map((b) => [b.key, b]));
  return counts.map((c) => {
    const brand = byKey.get(c.brandKey);
    return {
      key: c.brandKey,
      name: brand?.name ?? c.brandKey,
      own: brand?.own ?? false,
      answers: c.answers,
      share: fractionOf(c.answers, answersCiting),
    };
  });
}
