/**
 * Prompt intent (docs/features/analysis.md, The rules), first rule that applies (cues in seven languages: intent-keywords.ts):
 * 1. `navigational`: the prompt names a tracked brand and asks for a place (login, official site, 공식, 官网,
 *    connexion), or it is nothing but a brand name or a domain ("토스뱅크", "notion.so");
 * 2. `transactional`: buying and price cues (buy, price, fees, 구매, 가격, 最安値, 多少钱, prix, Preis, precio);
 * 3. `commercial`: investigation cues (best, compare, review, vs, 추천, おすすめ, 推荐, meilleur, beste, mejor), a
 *    choice asked with an evaluative word ("which … is good", "어디가 좋아", "哪个更适合", "welches … ist besser"),
 *    two tracked brands named together (they are competitors: a comparison), or "the difference" when a tracked
 *    brand is named;
 * 4. `informational` otherwise — how-to questions (before the two-brands rule: "move from A to B"), and "what is
 *    the difference between A and B" about concepts.
 * `branded` is true when the prompt names a tracked brand, with the same matcher as answer mentions.
 */
import { keywordRules } from './boundaries.ts';
import { type CompiledProfile, resolveProfile } from './compile-profile.ts';
import { type IntentCue, intentCueKinds, intentCueList } from './intent-keywords.ts';
import { normalizeMapped } from './normalize-text.ts';
import { stripMarkdown } from './strip-markdown.ts';
import { createTermMatcher, keepLongest, type TermMatcher } from './term-matcher.ts';
import type { AnalysisProfile, IntentResult } from './types.ts';

let matcher: TermMatcher<IntentCue> | undefined;

function cueMatcher(): TermMatcher<IntentCue> {
  matcher ??= createTermMatcher(
    intentCueKinds.flatMap((kind) => intentCueList(kind).map((term) => ({ term, data: kind }))),
    keywordRules,
  );
  return matcher;
}

const DOMAIN = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/?$/u;
const FILLER = /[\s\p{P}\p{S}]/gu;

/** True when nothing but tracked brand names (and punctuation) is left of `text` once `spans` are removed. */
function onlyNames(text: string, spans: ReadonlyArray<{ start: number; end: number }>): boolean {
  let rest = '';
  let at = 0;
  for (const span of spans) {
    rest += text.slice(at, Math.max(at, span.start));
    at = Math.max(at, span.end);
  }
  rest += text.slice(at);
  return rest.replace(FILLER, '').length === 0;
}

export function classifyIntent(promptText: string, profile: AnalysisProfile | CompiledProfile): IntentResult {
  const compiled = resolveProfile(profile);
  const text = normalizeMapped(stripMarkdown(promptText)).text.trim();
  const names = compiled.terms.findAll(text).filter((hit) => hit.data.kind === 'brand');
  const branded = names.length > 0;
  const brands = new Set(names.map((hit) => hit.data.index));
  const found = new Set(keepLongest(cueMatcher().findAll(text)).map((hit) => hit.data));
  if ((branded && (found.has('navigational') || onlyNames(text, names))) || DOMAIN.test(text)) {
    return { intent: 'navigational', branded };
  }
  if (found.has('transactional')) return { intent: 'transactional', branded };
  const choosing = found.has('commercial') || (found.has('choice') && found.has('evaluative'));
  if (found.has('howto') && !choosing) return { intent: 'informational', branded };
  if (choosing || brands.size >= 2 || (branded && found.has('difference'))) {
    return { intent: 'commercial', branded };
  }
  return { intent: 'informational', branded };
}
