/**
 * Which part of a sentence speaks about a brand. When a sentence names only one tracked brand, the whole sentence
 * does. When it names several, each brand gets the clauses that name it, so "Samsung is excellent, but LG is
 * disappointing" / "삼성은 훌륭하지만 LG는 실망스럽다" / "小鹏很好，但是蔚来偏贵" score the two brands apart.
 *
 * Clauses end after `,` `;` `:` `、` `。` (not inside numbers such as 5,000), before the contrast and clause-start
 * words of every lexicon (but, however, whereas, mais, tandis, aber, während, pero, mientras, 하지만, 반면, …; also
 * inside runs of Han/kana: 但是, 不过, 然而, しかし, ただし, 一方, …) and after Korean words ending in 지만/는데/은데/반면.
 * Comparisons inside one clause ("A is better than B", "A는 B보다 좋다") still give both brands the same score: a
 * known limit of a lexicon.
 */
import { isHan, isKana } from './cjk-sentiment.ts';
import { de } from './lexicons/de.ts';
import { en } from './lexicons/en.ts';
import { es } from './lexicons/es.ts';
import { fr } from './lexicons/fr.ts';
import { ja } from './lexicons/ja.ts';
import { ko, koreanClauseEndings, koreanContrastEndings } from './lexicons/ko.ts';
import { entries, type Lexicon } from './lexicons/types.ts';
import { zh } from './lexicons/zh.ts';

function starters(lexicon: Lexicon): string[] {
  return [...entries(lexicon.contrast), ...entries(lexicon.clauseStarts)].map((w) => w.replace(/\$$/, ''));
}

const wordStarters = new Set<string>();
/** Multi-word starters by first word ("par contre", "sin embargo", "alors que"). */
const phraseStarters = new Map<string, string[]>();
for (const lexicon of [en, fr, de, es, ko]) {
  for (const starter of starters(lexicon)) {
    const space = starter.indexOf(' ');
    if (space < 0) wordStarters.add(starter);
    else
      phraseStarters.set(starter.slice(0, space), [
        ...(phraseStarters.get(starter.slice(0, space)) ?? []),
        starter,
      ]);
  }
}
const cjkStarters = [...starters(ja), ...starters(zh)].sort((a, b) => b.length - a.length);
const koreanEndings = [...koreanContrastEndings, ...koreanClauseEndings, '반면'];

function isClosingPunctuation(c: number): boolean {
  return (
    c === 44 || c === 59 || c === 58 || c === 46 || c === 33 || c === 63 || c === 41 || c === 34 || c === 39
  );
}

function endsClause(c: number): boolean {
  return c === 44 || c === 59 || c === 58 || c === 0x3001 || c === 0x3002 || c === 0xff0c || c === 0xff1b;
}

function isCjk(c: number): boolean {
  return isHan(c) || isKana(c);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

/** A Han/kana clause starter at `at` (但 in 不但 is not one). */
function cjkStarterAt(text: string, at: number): boolean {
  for (const starter of cjkStarters) {
    if (!text.startsWith(starter, at)) continue;
    if (starter === '但' && text[at - 1] === '不') continue;
    return true;
  }
  return false;
}

let cachedText = '';
let cachedRanges: Array<[number, number]> = [];

/** `clauseRanges` of the sentence asked last (every brand of a sentence asks for the same one). */
function cachedClauseRanges(text: string): Array<[number, number]> {
  if (text !== cachedText) {
    cachedRanges = clauseRanges(text);
    cachedText = text;
  }
  return cachedRanges;
}

/** Clause ranges `[start, end)` within `text`, covering every word. */
export function clauseRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let clauseStart = 0;
  const cut = (at: number) => {
    if (at > clauseStart && text.slice(clauseStart, at).trim().length > 0) ranges.push([clauseStart, at]);
    clauseStart = at;
  };
  let i = 0;
  while (i < text.length) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    if (isCjk(text.charCodeAt(i))) {
      while (end < text.length && isCjk(text.charCodeAt(end))) {
        if (end > clauseStart && cjkStarterAt(text, end)) cut(end);
        end++;
      }
      i = end;
      continue;
    }
    while (end < text.length && !isSpace(text.charCodeAt(end)) && !isCjk(text.charCodeAt(end))) end++;
    let wordEnd = end;
    while (wordEnd > i && isClosingPunctuation(text.charCodeAt(wordEnd - 1))) wordEnd--;
    const word = text.slice(i, wordEnd);
    if (
      i > clauseStart &&
      (wordStarters.has(word) || phraseStarters.get(word)?.some((p) => text.startsWith(p, i)))
    ) {
      cut(i);
    }
    if (endsClause(text.charCodeAt(end - 1)) || koreanEndings.some((e) => word.endsWith(e))) cut(end);
    i = end;
  }
  if (clauseStart < text.length && text.slice(clauseStart).trim().length > 0)
    ranges.push([clauseStart, text.length]);
  return ranges;
}

const NONE = 0;
const OWN = 1;
const OTHER = 2;

/** Words right before a brand that make it the standard of a comparison ("better than B", "flexibler als B"). */
const standardBefore = new Set(['than', 'als', 'unlike', 'gegenüber']);
/** Two-word lead-ins: "compared to B", "im Vergleich zu B", "comparé à B", "a diferencia de B". */
const standardBefore2 = new Set([
  'compared to',
  'compared with',
  'vergleich zu',
  'vergleich mit',
  'comparé à',
  'rapport à',
  'comparación con',
  'diferencia de',
  'contrairement à',
]);
/** French and Spanish "que" makes a standard only after a comparative in the same clause (plus … que B). */
const comparatives = /(?:^|\s)(?:plus|moins|meilleur\w*|pire|más|menos|mejor\w*|peor\w*|mayor\w*|menor\w*)\s/;

function wordsBefore(text: string, offset: number, count: number): string {
  let end = offset;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  let start = end;
  for (let n = 0; n < count; n++) {
    while (start > 0 && text.charCodeAt(start - 1) !== 32) start--;
    if (n + 1 < count) while (start > 0 && text.charCodeAt(start - 1) === 32) start--;
  }
  return text.slice(start, end);
}

/**
 * True when the brand named at `offset` is what another brand is compared with (B in "A is better than B",
 * "A는 B보다 좋다", "AはBより安い", "A比B便宜", "A est plus souple que B"): the opinion of that clause is about A.
 */
export function isComparisonStandard(text: string, offset: number, clause: [number, number]): boolean {
  if (text[offset - 1] === '比' && text[offset - 2] !== '较') return true;
  let wordEnd = offset;
  while (wordEnd < clause[1] && text.charCodeAt(wordEnd) !== 32) wordEnd++;
  const word = text.slice(offset, wordEnd);
  if (word.includes('보다')) return true;
  if (/[에와과]$/.test(word) && /^ ?(?:비해|비교해|대비|달리)/.test(text.slice(wordEnd, wordEnd + 4)))
    return true;
  const after = text.slice(offset, Math.min(clause[1], offset + 16));
  const japanese = after.search(/より|に比べ|と比べ/);
  if (japanese > 0 && !/[、。,，\u3041-\u3096]/.test(after.slice(0, japanese))) return true;
  const previous = wordsBefore(text, offset, 1);
  if (standardBefore.has(previous) || standardBefore2.has(wordsBefore(text, offset, 2))) return true;
  return (previous === 'que' || previous === "qu'") && comparatives.test(text.slice(clause[0], offset));
}

const exclusionBefore = new Set(['except', 'excluding', 'sauf', 'hormis', 'außer', 'excepto', 'salvo']);
const exclusionBefore2 = new Set([
  'except for',
  'other than',
  'apart from',
  'à part',
  'abgesehen von',
  'aparte de',
]);
const exclusionLast = new Set([...exclusionBefore2].map((lead) => lead.slice(lead.lastIndexOf(' ') + 1)));

/**
 * True when the brand named at `offset` is excluded from what the sentence says ("popular chains other than B",
 * "B를 제외하고 자주 추천되는 …", "B以外のおすすめ", "sauf B", "außer B").
 */
export function isExcluded(text: string, offset: number): boolean {
  let next = offset;
  while (next < text.length && text.charCodeAt(next) !== 32) next++;
  if (text.charCodeAt(next) === 32) next++;
  const c = text.charCodeAt(next);
  if ((c === 0xc81c && text.startsWith('제외', next)) || (c === 0xbe7c && text.startsWith('빼고', next)))
    return true;
  if (isCjk(text.charCodeAt(offset))) {
    const after = text.slice(offset, offset + 16);
    const japanese = after.search(/を除|以外/);
    return japanese > 0 && !/[、。,，\u3041-\u3096]/.test(after.slice(0, japanese));
  }
  let before = offset - 1;
  while (before >= 0 && text.charCodeAt(before) === 32) before--;
  const last = text.charCodeAt(before);
  // the exclusion words end in a Latin letter (except, sauf, außer, than, von, de, …)
  if (before < 0 || last < 97 || (last > 122 && last < 0xdf) || last > 0x24f) return false;
  const previous = wordsBefore(text, offset, 1);
  if (exclusionBefore.has(previous)) return true;
  return exclusionLast.has(previous) && exclusionBefore2.has(wordsBefore(text, offset, 2));
}

/**
 * Passages about one brand in a sentence: the sentence itself, or (when `others` is non-empty) the clauses that
 * contain one of `own` (sentence-relative offsets of the brand's mentions). A clause that names no brand belongs
 * with the clause before it that names one ("Slack and Notion are popular, but expensive for small teams": both get
 * "but expensive …"), or, at the start of the sentence, with the first one after it. Consecutive clauses of the
 * brand form one passage, so that a contrast inside it still tips the balance. A clause where the brand is only the
 * standard of a comparison with another brand ("A is cheaper than B") says nothing about it, nor does a sentence that
 * names the brand only to exclude it ("other than B, popular chains are …").
 */
export function passagesFor(sentence: string, own: readonly number[], others: readonly number[]): string[] {
  if (own.length > 0 && own.every((offset) => isExcluded(sentence, offset))) return [];
  if (others.length === 0) return [sentence];
  const ranges = cachedClauseRanges(sentence);
  const inRange = (offset: number, [start, end]: [number, number]) => offset >= start && offset < end;
  let standard = false;
  const owners = ranges.map((range) => {
    const mine = own.filter((offset) => inRange(offset, range));
    const theirs = others.some((offset) => inRange(offset, range));
    const compared =
      theirs && mine.length > 0 && mine.every((offset) => isComparisonStandard(sentence, offset, range));
    if (compared) standard = true;
    return (mine.length > 0 && !compared ? OWN : NONE) | (theirs || compared ? OTHER : NONE);
  });
  let previous = owners.find((owner) => owner !== NONE) ?? NONE;
  for (let i = 0; i < owners.length; i++) {
    if (owners[i] === NONE) owners[i] = previous;
    else previous = owners[i]!;
  }
  const passages: string[] = [];
  let from = -1;
  for (let i = 0; i <= ranges.length; i++) {
    const mine = i < ranges.length && (owners[i]! & OWN) !== 0;
    if (mine && from < 0) from = ranges[i]![0];
    if (!mine && from >= 0) {
      passages.push(sentence.slice(from, ranges[i - 1]![1]));
      from = -1;
    }
  }
  return passages.length > 0 || standard ? passages : [sentence];
}
