/**
 * Latin-script words (English, French, German, Spanish) for the opinion sum: multi-word phrases first ("falls
 * short", "rapport qualité-prix", "vale la pena"), then the word or its dictionary form (latin-words.ts). Negators
 * open a window over the next three words; French elision is undone (n'est → negation + est, l'application →
 * application); German "nicht" right after an opinion negates it ("überzeugt mich nicht").
 */

import { compileCues, findForm, LATIN_LANGUAGES, type LatinLanguage, pickLanguage } from './latin-words.ts';
import { de } from './lexicons/de.ts';
import { en } from './lexicons/en.ts';
import { es } from './lexicons/es.ts';
import { fr } from './lexicons/fr.ts';
import type { OpinionSum } from './opinion-sum.ts';
import {
  CLAUSE,
  CONTRAST,
  COPULA,
  compileWordTable,
  type Entry,
  INTENSIFIER,
  matchPhrase,
  NEAR_NEGATOR,
  NEGATOR,
  NEUTRAL,
  type WordTable,
} from './phrase-matcher.ts';

const lexicons = { en, fr, de, es };
const tables: Record<LatinLanguage, WordTable> = {
  en: compileWordTable(en),
  fr: compileWordTable(fr),
  de: compileWordTable(de),
  es: compileWordTable(es),
};
const lookups: Record<LatinLanguage, (form: string) => Entry | undefined> = {
  en: (form) => tables.en.single.get(form),
  fr: (form) => tables.fr.single.get(form),
  de: (form) => tables.de.single.get(form),
  es: (form) => tables.es.single.get(form),
};
const cues = compileCues(LATIN_LANGUAGES.map((language) => lexicons[language].cues));

const NEGATION_WINDOW = 4;
const INTENSIFIER_WINDOW = 3;
const PAIR_WINDOW = 6;
const COPULA_WINDOW = 4;
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'/;

/**
 * The language of the Latin words `words[i]` (where `latin[i]`): most cue words, else `hint` when it is a Latin
 * language, else English.
 */
export function latinLanguage(
  words: readonly string[],
  latin: readonly boolean[],
  hint?: string,
): LatinLanguage {
  const fallback = Math.max(0, LATIN_LANGUAGES.indexOf(hint as LatinLanguage));
  const counts = [0, 0, 0, 0];
  let any = false;
  for (let i = 0; i < words.length; i++) {
    if (!latin[i]) continue;
    const bits = cues.get(words[i]!);
    if (bits === undefined) continue;
    any = true;
    for (let l = 0; l < 4; l++) if (bits & (1 << l)) counts[l]!++;
  }
  return LATIN_LANGUAGES[any ? pickLanguage(counts, fallback) : fallback]!;
}

function entryOf(word: string, language: LatinLanguage): Entry | undefined {
  return tables[language].single.get(word) ?? findForm(word, language, lookups[language]);
}

/**
 * Adds the Latin word `words[at]` (and the words of a phrase starting there) to `sum`; returns how many words were
 * used. Phrases span only Latin words within one clause.
 */
export function addLatinWord(
  words: readonly string[],
  latin: readonly boolean[],
  clauseEnds: readonly boolean[],
  at: number,
  language: LatinLanguage,
  sum: OpinionSum,
): number {
  let word = words[at]!;
  if (word.length === 0) return 1;
  const table = tables[language];
  const candidates = table.phrases.get(word);
  if (candidates) {
    let available = 0;
    while (at + available + 1 < words.length && latin[at + available + 1] && !clauseEnds[at + available]) {
      available++;
    }
    const phrase = matchPhrase(candidates, available, (k, expected) => words[at + k] === expected);
    if (phrase) {
      apply(phrase.entry, sum);
      return phrase.rest.length + 1;
    }
  }
  if (language === 'fr' && ELISION.test(word)) {
    const apostrophe = word.indexOf("'");
    if (word[0] === 'n') sum.negator(NEGATION_WINDOW);
    word = word.slice(apostrophe + 1);
  }
  const entry = entryOf(word, language);
  if (entry === undefined) {
    if (word.endsWith("n't")) sum.negator(NEGATION_WINDOW);
    return 1;
  }
  if (
    language === 'de' &&
    word === 'nicht' &&
    !opinionAhead(words, latin, at, language) &&
    sum.negateLast()
  ) {
    return 1;
  }
  apply(entry, sum);
  return 1;
}

function opinionAhead(
  words: readonly string[],
  latin: readonly boolean[],
  at: number,
  language: LatinLanguage,
) {
  for (let k = at + 1; k <= at + 2 && k < words.length; k++) {
    if (latin[k] && entryOf(words[k]!, language)?.role === 0) return true;
  }
  return false;
}

function apply(entry: Entry, sum: OpinionSum): void {
  switch (entry.role) {
    case NEGATOR:
      sum.negator(NEGATION_WINDOW);
      return;
    case NEAR_NEGATOR:
      sum.negator(2);
      return;
    case COPULA:
      sum.copula(COPULA_WINDOW);
      return;
    case INTENSIFIER:
      sum.intensifier(INTENSIFIER_WINDOW);
      return;
    case CONTRAST:
      sum.contrast();
      return;
    case CLAUSE:
      sum.clause();
      return;
    case NEUTRAL:
      return;
    default:
      sum.opinion(entry, false, PAIR_WINDOW);
  }
}
