/**
 * Sections under a brand title. Answers often name a product in a heading or in a list item's bold title ("### 2.
 * 잔디", "**Jabra Elite 8 Active**") and describe it in the lines below without naming it again; the opinion there is
 * about the titled brand. A title is a short sentence (at most five words) that names exactly one brand, does not end
 * like a sentence (`.` `。` `?`; a price or note in brackets and a list number are not counted) and is no "label: value" line ("앱: 케이뱅크 앱 > 메뉴"). Its section is the
 * sentences after it that name no brand, up to the next short unpunctuated sentence (another heading), at most four.
 *
 * For the mention builder (mentions.ts): the section sentences are extra passages about the titled brand.
 */

export interface SectionSentence {
  text: string;
  words: number;
}

const MAX_TITLE_WORDS = 5;
const MAX_SECTION = 4;

function endsLikeSentence(text: string): boolean {
  const c = text.charCodeAt(text.length - 1);
  return c === 46 || c === 0x3002 || c === 63 || c === 0xff1f;
}

/** A price or note in brackets and a list number do not make a title longer: "1. 사운드코어 Liberty 4 NC (약 8만 원)". */
const ASIDE = /[(（[][^)）\]]*[)）\]]/g;
const NUMBERING = /^[\s#*_]*\d+[.)]\s*/;

function titleWords(sentence: SectionSentence): number {
  if (sentence.words <= MAX_TITLE_WORDS) return sentence.words;
  const core = sentence.text.replace(ASIDE, ' ').replace(NUMBERING, ' ').trim();
  return core === '' ? 0 : core.split(/\s+/).length;
}

function isHeadingLike(sentence: SectionSentence): boolean {
  return titleWords(sentence) <= MAX_TITLE_WORDS && !endsLikeSentence(sentence.text.replace(/[*_\s]+$/, ''));
}

function isTitle(sentence: SectionSentence): boolean {
  const colon = sentence.text.indexOf(':');
  return isHeadingLike(sentence) && (colon < 0 || colon === sentence.text.length - 1);
}

/**
 * Brand index → the sentence indexes of the sections under its titles. `brands[s]` lists the brand indexes named in
 * sentence s (repeats allowed).
 */
export function titledSections(
  sentences: readonly SectionSentence[],
  brands: readonly (readonly number[])[],
): Map<number, number[]> {
  const sections = new Map<number, number[]>();
  for (let s = 0; s < sentences.length; s++) {
    const named = brands[s] ?? [];
    if (named.length === 0 || named.some((b) => b !== named[0]) || !isTitle(sentences[s]!)) continue;
    const owned: number[] = [];
    for (let t = s + 1; t < sentences.length && owned.length < MAX_SECTION; t++) {
      if ((brands[t]?.length ?? 0) > 0 || isHeadingLike(sentences[t]!)) break;
      owned.push(t);
    }
    if (owned.length === 0) continue;
    const list = sections.get(named[0]!) ?? [];
    list.push(...owned);
    sections.set(named[0]!, list);
  }
  return sections;
}
