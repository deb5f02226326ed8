import type { TrackedBrand } from '@sightline/db';
import { invalidParameter } from '../query-parameters.ts';

/**
 * `brand` (the own brand's key `brand` or a competitor's document id of this project) with `mentioned` (`true`, the
 * default, or `false`); `mentioned` without `brand` or an unknown brand is a 400 naming the parameter.
 */
export function parseChatBrandFilter(
  brand: string | undefined,
  mentioned: string | undefined,
  brands: readonly TrackedBrand[],
): { key: string; mentioned: boolean } | undefined {
  if (mentioned !== undefined && mentioned !== 'true' && mentioned !== 'false') {
    invalidParameter('mentioned', `mentioned must be true or false, not ${mentioned}`, mentioned);
  }
  if (brand === undefined || brand === '') {
    if (mentioned !== undefined) invalidParameter('mentioned', 'mentioned needs a brand');
    return undefined;
  }
  if (!brands.some((b) => b.key === brand)) {
    invalidParameter('brand', `Unknown brand: ${brand} (the own brand is "brand", competitors by id)`, brand);
  }
  return { key: brand, mentioned: mentioned !== 'false' };
}
