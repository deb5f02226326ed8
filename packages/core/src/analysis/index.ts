/** Answer analysis: pure, deterministic facts from one AI answer (docs/features/analysis.md, docs/features/metrics.md). */
export { type AnalyzeOptions, analyzeAnswer } from './analyze-answer.ts';
export { siteOfPage } from './analyze-citations.ts';
export {
  type CitationMarkerSpan,
  findCitationMarkerSpans,
  findMentionSpans,
  type MentionSpan,
} from './answer-spans.ts';
export { classifyIntent } from './classify-intent.ts';
export { type CompiledProfile, compileProfile } from './compile-profile.ts';
export { classifyContentType } from './content-type.ts';
export { computeImpressions } from './impression.ts';
export { judgedSentiment, type SentimentVerdict } from './judged-sentiment.ts';
export { normalizeTerm } from './normalize-text.ts';
export { domainOf, type NormalizedUrl, normalizeUrl } from './normalize-url.ts';
export { parentDomainOf, platformSites, siteOf } from './platform-sites.ts';
export {
  lexiconSentiment,
  memoizedLexiconSentiment,
  type SentimentContext,
  type SentimentScorer,
} from './sentiment.ts';
export { classifySourceType } from './source-type.ts';
export { stripMarkdown } from './strip-markdown.ts';
export * from './types.ts';
