export { matchCategory } from './category-match.ts';
export { type KnownCompetitor, knownCompetitors } from './competitor-lists.ts';
export {
  type SuggestionRequest,
  sameTextKey,
  suggestFromTemplates,
  type TemplateSuggestions,
} from './suggest-from-templates.ts';
