/**
 * Public shapes of answer analysis. Inputs mirror what the collectors store (answer markdown + citations) and what a
 * project defines (brand, competitors, owned domains, evaluation items); outputs are the facts the database keeps
 * (mentions, citations, aspect mentions).
 */
import type { EngineId, Intent } from '@sightline/contracts';
import { contentTypeIds, sourceTypeIds } from '@sightline/contracts';

export interface AnswerCitationInput {
  url: string;
  /**
   * The page a redirect link leads to, when collection resolved it (Gemini grounding links): domain, source type
   * and content type come from it; `url` stays as the engine gave it.
   */
  resolvedUrl?: string | undefined;
  title?: string | undefined;
  /** UTF-16 index into `AnswerInput.text` (inclusive); out-of-range values are clamped. */
  startIndex?: number | undefined;
  /** UTF-16 index into `AnswerInput.text` (exclusive); defaults to `startIndex`. */
  endIndex?: number | undefined;
}

export interface AnswerInput {
  /** The answer exactly as stored (markdown). Every offset in the output refers to this string. */
  text: string;
  citations: readonly AnswerCitationInput[];
  engine: EngineId | (string & {});
  language?: string | undefined;
}

export interface BrandProfile {
  name: string;
  aliases: readonly string[];
}

export interface CompetitorProfile {
  key: string;
  name: string;
  aliases: readonly string[];
  domains: readonly string[];
}

export interface EvaluationItemProfile {
  key: string;
  name: string;
  keywords: readonly string[];
}

export interface AnalysisProfile {
  brand: BrandProfile;
  competitors: readonly CompetitorProfile[];
  ownedDomains: readonly string[];
  evaluationItems: readonly EvaluationItemProfile[];
}

/** `'brand'` for the project's own brand, otherwise the competitor's key. */
export type BrandKey = string;

export const OWN_BRAND_KEY = 'brand';

export interface MentionFact {
  brandKey: BrandKey;
  /** UTF-16 index of the first mention in the stored answer text. */
  firstOffset: number;
  count: number;
  /** 1 = named first among tracked brands. */
  rank: number;
  /** In [−1, 1]; 0 when the passages about the brand carry no opinion. */
  sentiment: number;
}

/** The source and content types are the contracts' lists (one list for the analyzer, the API and the screens). */
export const sourceTypes = sourceTypeIds;
export type SourceType = (typeof sourceTypes)[number];
export const contentTypes = contentTypeIds;
export type ContentType = (typeof contentTypes)[number];

export interface CitationFact {
  url: string;
  normalizedUrl: string;
  /**
   * The cited site: the host on a platform whose hosts are separate sources (blog.naver.com, cafe.daum.net;
   * platform-sites.ts), else the registrable domain (tldts `getDomain`), or the host when it has none (IP address).
   */
  domain: string;
  sourceType: SourceType;
  contentType: ContentType;
  /** The competitor whose domain this is, when `sourceType` is `competitor`; otherwise null. */
  competitorKey: string | null;
  /** PAWC share of this citation; the citations of one answer sum to 1 when any sentence is cited. */
  impression: number;
}

export interface AspectFact {
  itemKey: string;
  brandKey: BrandKey;
  sentiment: number;
}

export interface AnswerAnalysis {
  mentions: MentionFact[];
  citations: CitationFact[];
  aspects: AspectFact[];
}

export interface IntentResult {
  intent: Intent;
  branded: boolean;
}

/**
 * Version of the analysis rules. Bump it when a change to the analyzers should re-analyze stored answers: it is part
 * of every project's analysis key.
 */
export const analyzerVersion = 7;
