/**
 * Matching form of text: Unicode NFKC (full-width letters, compatibility jamo and ligatures fold to their plain
 * form), lower case, runs of spaces and tabs collapsed to one space; newlines are kept (they end sentences).
 * Aliases, keywords and answers all go through the same rules, so matching is NFKC- and case-insensitive.
 *
 * The answer version keeps an offset map so that every match points back into the stored answer.
 */
import { decode, type MappedText } from './strip-markdown.ts';

const MARK = /\p{M}/u;

/** Combining characters that attach to the previous character (NFKC may compose them into it). */
function isCombining(c: number): boolean {
  if (c < 0x300) return false;
  if (c <= 0x36f) return true;
  if (c >= 0xac00 && c <= 0xd7a3) return false; // Hangul syllables: the common case
  if ((c >= 0x1160 && c <= 0x11ff) || (c >= 0xd7b0 && c <= 0xd7ff)) return true; // conjoining jamo V/T
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return MARK.test(String.fromCharCode(c));
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 11 || c === 12 || c === 13;
}

/** Normalize an alias, keyword or prompt fragment the same way as answer text. */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalize mapped text; the result maps to the same source as the input. */
export function normalizeMapped(input: MappedText): MappedText {
  const { text, offsets } = input;
  const n = text.length;
  let out = new Uint16Array(n + 16);
  let map = new Int32Array(n + 17);
  let len = 0;
  let i = 0;
  let folded = '';
  let foldedAt = 0;
  let k = 0;
  while (i < n || k < folded.length) {
    let code: number;
    let at: number;
    if (k < folded.length) {
      code = folded.charCodeAt(k++);
      at = foldedAt;
    } else {
      code = text.charCodeAt(i);
      at = offsets[i]!;
      if (code < 128) {
        if (code >= 65 && code <= 90) code += 32;
        i++;
      } else if (code >= 0xac00 && code <= 0xd7a3 && !isCombining(text.charCodeAt(i + 1))) {
        i++;
      } else {
        // slow path: a character with its combining marks, folded together
        let j = i + ((code & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1);
        while (j < n && isCombining(text.charCodeAt(j))) j++;
        folded = text.slice(i, j).normalize('NFKC').toLowerCase();
        foldedAt = at;
        k = 0;
        i = j;
        continue;
      }
    }
    if (isSpace(code)) {
      if (len === 0 || out[len - 1] === 32 || out[len - 1] === 10) continue;
      code = 32;
    } else if (code === 0x200b || code === 0xfeff) continue;
    if (len === out.length) {
      const grownOut = new Uint16Array(out.length * 2);
      grownOut.set(out);
      out = grownOut;
      const grownMap = new Int32Array(map.length * 2);
      grownMap.set(map);
      map = grownMap;
    }
    out[len] = code;
    map[len++] = at;
  }
  map[len] = offsets[n]!;
  return { text: decode(out, len), offsets: map.subarray(0, len + 1) };
}
