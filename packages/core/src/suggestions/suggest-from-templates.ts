import { type Intent, type Locale, projectCategories } from '@sightline/contracts';
import { matchCategory } from './category-match.ts';
import { knownCompetitors } from './competitor-lists.ts';
import { categoryTemplates, categoryTerms, genericTemplates, noCategoryTerm } from './prompt-templates.ts';

export interface SuggestionRequest {
  brand: string;
  /** The user's words; empty when none. */
  category: string;
  language: Locale;
  /** What the project already lists: nothing suggested repeats them. */
  competitors?: readonly string[];
  prompts?: readonly string[];
}

export interface TemplateSuggestions {
  /** The built-in category the words matched, or null (then no competitors are suggested). */
  categoryId: string | null;
  competitors: Array<{ name: string; domains: string[] }>;
  prompts: Array<{ text: string; intent: Intent }>;
}

/** The key two texts share when they ask the same thing: lower case, without spaces and punctuation. */
export function sameTextKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, '');
}

function categoryTerm(request: SuggestionRequest, categoryId: string | null): string {
  const words = request.category.trim();
  const builtIn = projectCategories.find((c) => c.id === categoryId);
  // A built-in label (`화장품/스킨케어`) reads badly inside a question: use its term; the user's own words as typed.
  if (
    categoryId &&
    builtIn &&
    Object.values(builtIn.label).some((l) => l.toLowerCase() === words.toLowerCase())
  ) {
    return categoryTerms[categoryId]![request.language];
  }
  return words || noCategoryTerm[request.language];
}

/**
 * Suggestions from the built-in templates (no engine asked): prompts in the project's language for every intent
 * with the brand and category filled in, and a few well-known competitors of a built-in category. Deterministic.
 */
export function suggestFromTemplates(request: SuggestionRequest): TemplateSuggestions {
  const brand = request.brand.trim();
  const categoryId = matchCategory(request.category);
  const term = categoryTerm(request, categoryId).replaceAll('{brand}', brand);
  const templates = [
    ...genericTemplates[request.language],
    ...(categoryId ? (categoryTemplates[categoryId]?.[request.language] ?? []) : []),
  ];
  const seenPrompts = new Set((request.prompts ?? []).map(sameTextKey));
  const prompts: TemplateSuggestions['prompts'] = [];
  for (const template of templates) {
    const text = template.text.replaceAll('{category}', term).replaceAll('{brand}', brand);
    const key = sameTextKey(text);
    if (seenPrompts.has(key)) continue;
    seenPrompts.add(key);
    prompts.push({ text, intent: template.intent });
  }
  const seenBrands = new Set([brand, ...(request.competitors ?? [])].map(sameTextKey));
  const competitors = (categoryId ? (knownCompetitors[categoryId]?.[request.language] ?? []) : [])
    .filter((c) => !seenBrands.has(sameTextKey(c.name)))
    .map((c) => ({ name: c.name, domains: [...c.domains] }));
  return { categoryId, competitors, prompts };
}
