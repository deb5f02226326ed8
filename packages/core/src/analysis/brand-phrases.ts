/**
 * A brand named once in one phrase counts once. When a brand's name and its own product-line alias stand together
 * ("Apple AirPods Pro", "현대 아이오닉 5", "ソニーのWF-1000XM5", "比亚迪海豹", "소니(Sony)"), the matcher finds two
 * hits of the same brand; they are one mention. Two hits of one brand merge when only spaces, a possessive joiner
 * (의, の, 的, 's; de, del, de la, du, des, di, von, der: "el AVE de Renfe", "le TGV de la SNCF") or an opening
 * parenthesis or quotation mark (ソニーの「WF-1000XM5」) stand between them; the merged hit spans both.
 */
import type { TermRef } from './compile-profile.ts';
import type { TermHit } from './term-matcher.ts';

const JOINER = /^\s*(?:의|の|的|'s|’s|de|del|de la|du|des|d'|d’|di|della|von|vom|der)?\s*[(（「『"“„«]?\s*$/i;
const MAX_GAP = 7;

/** `hits` sorted by start and non-overlapping (keepLongest's output); returns them with same-brand phrases merged. */
export function mergeBrandPhrases(hits: readonly TermHit<TermRef>[], text: string): TermHit<TermRef>[] {
  const merged: TermHit<TermRef>[] = [];
  for (const hit of hits) {
    const last = merged[merged.length - 1];
    if (
      last &&
      last.data.index === hit.data.index &&
      hit.start - last.end <= MAX_GAP &&
      JOINER.test(text.slice(last.end, hit.start))
    ) {
      merged[merged.length - 1] = { ...last, end: hit.end };
      continue;
    }
    merged.push(hit);
  }
  return merged;
}
