/**
 * `analyzeAnswer(answer, profile)`: the facts Sightline stores for one answer: brand mentions (count, first offset,
 * rank, sentiment), citations (normalized URL, domain, source and content type, PAWC impression) and evaluation-item
 * aspects. Pure and deterministic; pass a `compileProfile(profile)` result when analyzing many answers.
 *
 * Pipeline: strip markdown and citation-link labels (offset map to the stored text) → NFKC + lower case (offset map
 * kept) → sentences → one Aho–Corasick pass for names and item keywords → the brand hits that count (brand-hits.ts)
 * → mentions, aspects → citations and impressions.
 */
import { analyzeCitations } from './analyze-citations.ts';
import { brandHits as countedBrandHits } from './brand-hits.ts';
import { type CompiledProfile, resolveProfile } from './compile-profile.ts';
import { evaluateItems } from './evaluation-items.ts';
import { buildMentions, hitsBySentence } from './mentions.ts';
import { normalizeMapped } from './normalize-text.ts';
import { splitSentences } from './sentences.ts';
import { memoizedLexiconSentiment, type SentimentScorer } from './sentiment.ts';
import { stripMarkdown } from './strip-markdown.ts';
import { keepLongest } from './term-matcher.ts';
import type { AnalysisProfile, AnswerAnalysis, AnswerInput } from './types.ts';

export interface AnalyzeOptions {
  /** Replaces the lexicon scorer (e.g. with an LLM judge's stored verdicts). */
  sentiment?: SentimentScorer;
}

export function analyzeAnswer(
  answer: AnswerInput,
  profile: AnalysisProfile | CompiledProfile,
  options: AnalyzeOptions = {},
): AnswerAnalysis {
  const compiled = resolveProfile(profile);
  const scorer = options.sentiment ?? memoizedLexiconSentiment();
  const normalized = normalizeMapped(stripMarkdown(answer.text, { dropLinkLabels: true }));
  const sentences = splitSentences(normalized, answer.text.length);
  const hits = compiled.terms.findAll(normalized.text);
  const brandHits = countedBrandHits(hits, normalized, answer.text);
  const itemHits = keepLongest(hits.filter((hit) => hit.data.kind === 'item'));
  const bySentence = hitsBySentence(brandHits, sentences);
  const language = answer.language;
  return {
    mentions: buildMentions(
      brandHits,
      sentences,
      bySentence,
      normalized.offsets,
      compiled,
      scorer,
      language,
      answer.text,
    ),
    citations: analyzeCitations(answer, sentences, compiled),
    aspects: evaluateItems(itemHits, sentences, bySentence, compiled, scorer, language),
  };
}
