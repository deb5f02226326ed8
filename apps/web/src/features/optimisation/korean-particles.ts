/**
 * Korean particles after a name that comes from data (a brand, a content type): 은/는 and 이/가 depend on whether the
 * word ends in a consonant (받침). Known for Hangul syllables and digits (read the Sino-Korean way); after other
 * letters (a Latin brand name) the pronunciation is not known, so both forms are written, as Korean software does:
 * "Oneul Coffee은(는)".
 */

const firstSyllable = 0xac00;
const lastSyllable = 0xd7a3;
/** Sino-Korean readings of 0–9 that end in a consonant: 영, 일, 삼, 육, 칠, 팔. */
const digitsWithFinal = new Set(['0', '1', '3', '6', '7', '8']);

/** Whether the word's last sound has a final consonant; null when it cannot be known. */
export function endsInConsonant(word: string): boolean | null {
  const last = [...word.trim()].at(-1);
  if (!last) return null;
  const code = last.codePointAt(0) ?? 0;
  if (code >= firstSyllable && code <= lastSyllable) return (code - firstSyllable) % 28 !== 0;
  if (/[0-9]/.test(last)) return digitsWithFinal.has(last);
  return null;
}

type Pair = readonly [withFinal: string, withoutFinal: string];
const topic: Pair = ['은', '는'];
const subject: Pair = ['이', '가'];

function attach(word: string, [withFinal, withoutFinal]: Pair): string {
  const final = endsInConsonant(word);
  if (final === null) return `${word}${withFinal}(${withoutFinal})`;
  return `${word}${final ? withFinal : withoutFinal}`;
}

/** The word with its topic particle: 오늘커피는, 별빛커피숍은, Oneul Coffee은(는). */
export const withTopic = (word: string) => attach(word, topic);

/** The word with its subject particle: 오늘커피가, 별빛커피숍이, Oneul Coffee이(가). */
export const withSubject = (word: string) => attach(word, subject);
