/**
 * Word-boundary rules for names and keywords, by script of the term's first and last character:
 * - Latin letters and digits: the neighbours must not be Latin letters or digits ("LG" is not in "LGBT", "Sony" is
 *   not in "Sonyx"). Punctuation, spaces and Hangul are boundaries, so "Samsung's", "LG전자" and "Samsung은" match.
 *   An English plural "s" is accepted after a term of three or more characters ending in a letter ("Pixels",
 *   "Samsungs"); two-letter terms are usually acronyms and get no plural.
 * - Hangul: the term must not be preceded by a Hangul syllable ("삼성" is not in "갤럭시삼성"); the syllables after it
 *   in the same word must be particles or copula endings (see korean-particles.ts). Intent keywords relax both sides
 *   because Korean compounds them freely (노트북추천, 추천해줘).
 * - Other scripts: no boundary rule.
 */
import { isParticleSequence } from './korean-particles.ts';

export interface BoundaryRules {
  /** Reject a Hangul-initial term preceded by a Hangul syllable. */
  hangulLeft: boolean;
  /** Only particles and endings may follow a Hangul-final term inside the same word. */
  hangulParticlesOnly: boolean;
  /** Accept an English plural "s" after Latin terms of three or more characters. */
  latinPlural: boolean;
}

export const nameRules: BoundaryRules = { hangulLeft: true, hangulParticlesOnly: true, latinPlural: true };
export const keywordRules: BoundaryRules = {
  hangulLeft: false,
  hangulParticlesOnly: false,
  latinPlural: true,
};

export function isHangulSyllable(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7a3;
}

/** ASCII letters and digits plus the Latin-1 and Latin Extended letters. */
export function isLatinWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff);
}

const MAX_TAIL = 12;

export function acceptsLeft(text: string, start: number, termFirst: number, rules: BoundaryRules): boolean {
  if (start === 0) return true;
  const before = text.charCodeAt(start - 1);
  if (isLatinWordChar(termFirst)) return !isLatinWordChar(before);
  if (isHangulSyllable(termFirst) && rules.hangulLeft) return !isHangulSyllable(before);
  return true;
}

export function acceptsRight(text: string, end: number, term: string, rules: BoundaryRules): boolean {
  if (end >= text.length) return true;
  const last = term.charCodeAt(term.length - 1);
  const after = text.charCodeAt(end);
  if (isLatinWordChar(last)) {
    if (!isLatinWordChar(after)) return true;
    return (
      rules.latinPlural &&
      after === 115 &&
      term.length >= 3 &&
      last >= 97 &&
      last <= 122 &&
      !isLatinWordChar(text.charCodeAt(end + 1))
    );
  }
  if (isHangulSyllable(last) && rules.hangulParticlesOnly && isHangulSyllable(after)) {
    let tail = end;
    while (tail < text.length && isHangulSyllable(text.charCodeAt(tail))) {
      if (++tail - end > MAX_TAIL) return false;
    }
    return isParticleSequence(text.slice(end, tail));
  }
  return true;
}
