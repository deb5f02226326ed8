/**
 * Prompt intent (design §5), first rule that applies:
 * 1. `navigational`: the prompt names a tracked brand and asks for a place (login, official site, 공식, 홈페이지);
 * 2. `transactional`: buying words (buy, price, purchase, 구매, 가격, 최저가, 할인);
 * 3. `commercial`: investigation words (best, compare, review, vs, 추천, 비교, 후기, 순위);
 * 4. `informational` otherwise.
 * `branded` is true when the prompt names a tracked brand, with the same matcher as answer mentions.
 */
import type { Intent } from '@sightline/contracts';
import { keywordRules } from './boundaries.ts';
import { type CompiledProfile, resolveProfile } from './compile-profile.ts';
import { intentKeywordList } from './intent-keywords.ts';
import { normalizeMapped } from './normalize-text.ts';
import { stripMarkdown } from './strip-markdown.ts';
import { createTermMatcher, type TermMatcher } from './term-matcher.ts';
import type { AnalysisProfile, IntentResult } from './types.ts';

const ORDER = ['navigational', 'transactional', 'commercial'] as const;
let matcher: TermMatcher<Intent> | undefined;

function intentMatcher(): TermMatcher<Intent> {
  matcher ??= createTermMatcher(
    ORDER.flatMap((intent) => intentKeywordList(intent).map((term) => ({ term, data: intent as Intent }))),
    keywordRules,
  );
  return matcher;
}

export function classifyIntent(promptText: string, profile: AnalysisProfile | CompiledProfile): IntentResult {
  const compiled = resolveProfile(profile);
  const text = normalizeMapped(stripMarkdown(promptText)).text;
  const branded = compiled.terms.findAll(text).some((hit) => hit.data.kind === 'brand');
  const found = new Set(
    intentMatcher()
      .findAll(text)
      .map((hit) => hit.data),
  );
  if (branded && found.has('navigational')) return { intent: 'navigational', branded };
  if (found.has('transactional')) return { intent: 'transactional', branded };
  if (found.has('commercial')) return { intent: 'commercial', branded };
  return { intent: 'informational', branded };
}
