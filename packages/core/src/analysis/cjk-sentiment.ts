/**
 * Japanese and Chinese runs (consecutive Han and kana characters, no spaces) for the opinion sum: at each position the
 * longest lexicon entry that starts there (phrase-matcher.ts) is taken, so 不错 and 不少 win over the negator 不 and
 * 使いやすい over 使い. Windows count characters. Japanese negation follows the word (japaneseNegation).
 */
import { ja, japaneseNegation } from './lexicons/ja.ts';
import { zh } from './lexicons/zh.ts';
import type { OpinionSum } from './opinion-sum.ts';
import {
  CLAUSE,
  CONTRAST,
  compileCharTable,
  INTENSIFIER,
  matchAt,
  NEGATOR,
  NEUTRAL,
} from './phrase-matcher.ts';

const japanese = compileCharTable(ja);
const chinese = compileCharTable(zh);

const NEGATION_WINDOW = 4;
const INTENSIFIER_WINDOW = 3;
const PAIR_WINDOW = 6;

/** 0: not Han or kana, 1: Han (漢字, 汉字, 々), 2: kana. Fast for Latin and Hangul. */
export function cjkClass(c: number): number {
  if (c < 0x3005) return 0;
  if (c >= 0xac00) return c >= 0xf900 && c <= 0xfaff ? 1 : 0;
  if (c <= 0x30ff) return c >= 0x3041 ? 2 : c === 0x3005 ? 1 : 0;
  if (c >= 0x31f0 && c <= 0x31ff) return 2;
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) ? 1 : 0;
}

export function isKana(c: number): boolean {
  return cjkClass(c) === 2;
}

export function isHan(c: number): boolean {
  return cjkClass(c) === 1;
}

/** Adds one run of Han/kana characters to `sum`, with the Japanese or the Chinese lexicon. */
export function addCjkRun(run: string, isJapanese: boolean, sum: OpinionSum): void {
  const table = isJapanese ? japanese : chinese;
  let i = 0;
  while (i < run.length) {
    const match = matchAt(table, run, i);
    if (!match) {
      i++;
      sum.step();
      continue;
    }
    const { entry, text } = match;
    i += text.length;
    switch (entry.role) {
      case NEGATOR:
        sum.negator(NEGATION_WINDOW);
        break;
      case INTENSIFIER:
        sum.intensifier(INTENSIFIER_WINDOW);
        break;
      case CONTRAST:
        sum.contrast();
        break;
      case CLAUSE:
        sum.clause();
        break;
      case NEUTRAL:
        break;
      default:
        sum.opinion(entry, isJapanese && japaneseNegation(run, i), PAIR_WINDOW, false);
    }
    sum.step();
  }
}
