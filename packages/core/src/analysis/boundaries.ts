/**
 * Word-boundary rules for names and keywords, by script of the term's first and last character:
 * - Latin letters and digits: the neighbours must not be Latin letters or digits ("LG" is not in "LGBT", "Sony" is
 *   not in "Sonyx"). Punctuation, spaces and Hangul are boundaries, so "Samsung's", "LG전자" and "Samsung은" match.
 *   An English plural "s" is accepted after a term of three or more characters ending in a letter ("Pixels",
 *   "Samsungs"); two-letter terms are usually acronyms and get no plural.
 * - Hangul: the term must not be preceded by a Hangul syllable ("삼성" is not in "갤럭시삼성"); the syllables after it
 *   in the same word must be particles or copula endings (see korean-particles.ts). Intent keywords relax both sides
 *   because Korean compounds them freely (노트북추천, 추천해줘).
 * - Han (Chinese characters): no boundary inside text, but a short name (one or two characters, such as 理想 or
 *   小鹏) right after a negation or a degree adverb is the ordinary word (不理想, 很理想, 最理想), not the
 *   brand: names are not graded or negated; nor is one after 的 that a noun follows at once (的理想选择).
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
  /** Reject a short Han term used as an ordinary word (after 不, 很, 最, 的, …). */
  hanWordGuard: boolean;
}

export const nameRules: BoundaryRules = {
  hangulLeft: true,
  hangulParticlesOnly: true,
  latinPlural: true,
  hanWordGuard: true,
};
export const keywordRules: BoundaryRules = {
  hangulLeft: false,
  hangulParticlesOnly: false,
  latinPlural: true,
  hanWordGuard: false,
};

/** Negations and degree adverbs: after one of them a short Han word is an adjective, not a name. */
const HAN_MODIFIERS = new Set([...'不没很最更太挺较常颇蛮极够']);

function isHan(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);
}

/** What may follow a short Han name after 的 when it is a name: a conjunction, a function word, punctuation. */
const HAN_AFTER_NAME = new Set([...'和与及或跟同的是在也则等都就还而、，。！？：；（）()「」《》“”"\' \n']);

/**
 * False for a one- or two-character Han term used as an ordinary word: right after a negation or degree adverb
 * (不理想, 很理想), or after 的 with a noun straight after it (的理想选择: an attribute), unlike 的海豹和….
 */
export function acceptsHanWord(text: string, start: number, term: string, rules: BoundaryRules): boolean {
  if (!rules.hanWordGuard || start === 0 || term.length > 2 || !isHan(term.charCodeAt(0))) return true;
  const before = text[start - 1]!;
  if (HAN_MODIFIERS.has(before)) return false;
  if (before !== '的') return true;
  const after = text.charCodeAt(start + term.length);
  return !isHan(after) || HAN_AFTER_NAME.has(text[start + term.length]!);
}

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
