/**
 * Scores the analyzer on one labelled evaluation item (packages/core/eval): which labelled mentions it finds, and for
 * each measured field whether it agrees with the label. Every disagreement is kept as a failure (id, field, expected,
 * got) for `bench:accuracy --failures`.
 */
import type { CitationLabel, EvaluationItem } from '../../packages/core/eval/eval-item.ts';
import {
  type AnswerInput,
  analyzeAnswer,
  type CitationFact,
  classifyIntent,
  type MentionFact,
  parentDomainOf,
} from '../../packages/core/src/index.ts';

/** Fields measured as a share of correct answers (mention precision and recall are counted apart). */
export const accuracyFields = [
  'count',
  'order',
  'domain',
  'sourceType',
  'contentType',
  'sentiment',
  'intent',
] as const;
export type AccuracyField = (typeof accuracyFields)[number];

export interface Tally {
  correct: number;
  total: number;
}

export interface MentionTally {
  /** Labelled mentions the analyzer reports. */
  found: number;
  /** Mentions the analyzer reports that are not labelled. */
  spurious: number;
  /** Labelled mentions the analyzer misses. */
  missed: number;
}

export interface Failure {
  id: string;
  field: string;
  expected: string;
  got: string;
  /** A short name of the kind of failure, to count kinds across items (e.g. "sourceType ugc→corporate"). */
  kind: string;
}

export interface ItemScore {
  id: string;
  engine: string;
  language: string;
  mentions: MentionTally;
  tallies: Record<AccuracyField, Tally>;
  failures: Failure[];
}

export interface ScoreOptions {
  /**
   * Analyze Gemini citations with the page their grounding redirect leads to (the labels' `resolvedUrl`) instead of
   * the redirect as the adapter stores it today: what the answer looks like once collection resolves redirects.
   */
  resolvedRedirects?: boolean;
}

/** The sign of a sentiment score; |s| < 0.1 counts as neutral. */
export function sentimentSign(score: number): -1 | 0 | 1 {
  if (Math.abs(score) < 0.1) return 0;
  return score > 0 ? 1 : -1;
}

function emptyTallies(): Record<AccuracyField, Tally> {
  return Object.fromEntries(accuracyFields.map((field) => [field, { correct: 0, total: 0 }])) as Record<
    AccuracyField,
    Tally
  >;
}

/** Records one comparison in `score`, and a failure when the values differ. */
function compare(
  score: ItemScore,
  field: AccuracyField,
  detail: string,
  expected: string | number,
  got: string | number,
  kind = `${field} ${expected}→${got}`,
): void {
  const tally = score.tallies[field];
  tally.total++;
  if (expected === got) tally.correct++;
  else
    score.failures.push({
      id: score.id,
      field: detail ? `${field}[${detail}]` : field,
      expected: String(expected),
      got: String(got),
      kind,
    });
}

/** The answer to analyze: as stored, or with Gemini redirects replaced by the pages they lead to. */
export function answerFor(item: EvaluationItem, options: ScoreOptions = {}): AnswerInput {
  if (!options.resolvedRedirects) return item.answer;
  const resolved = new Map(item.labels.citations.map((label) => [label.url, label.resolvedUrl]));
  return {
    ...item.answer,
    citations: item.answer.citations.map((c) => {
      const resolvedUrl = resolved.get(c.url);
      return resolvedUrl ? { ...c, resolvedUrl } : c;
    }),
  };
}

function scoreMentions(score: ItemScore, item: EvaluationItem, mentions: readonly MentionFact[]): void {
  const reported = new Map(mentions.map((m) => [m.brandKey, m]));
  for (const label of item.labels.mentions) {
    const fact = reported.get(label.brandKey);
    if (!fact) {
      score.mentions.missed++;
      score.failures.push({
        id: item.id,
        field: `mention[${label.brandKey}]`,
        expected: `${label.count}×`,
        got: 'not found',
        kind: 'mention missed',
      });
      continue;
    }
    score.mentions.found++;
    const countKind = fact.count > label.count ? 'count too high' : 'count too low';
    compare(score, 'count', label.brandKey, label.count, fact.count, countKind);
    compare(score, 'sentiment', label.brandKey, label.sentiment, sentimentSign(fact.sentiment));
  }
  const labelled = new Set(item.labels.mentions.map((m) => m.brandKey));
  for (const fact of mentions) {
    if (labelled.has(fact.brandKey)) continue;
    score.mentions.spurious++;
    score.failures.push({
      id: item.id,
      field: `mention[${fact.brandKey}]`,
      expected: 'none',
      got: `${fact.count}×`,
      kind: 'mention spurious',
    });
  }
  const order = [...mentions].sort((a, b) => a.rank - b.rank).map((m) => m.brandKey);
  compare(score, 'order', '', item.labels.order.join(' > '), order.join(' > '), 'order');
}

/** A citation's URL for failure listings: no scheme, no `www.`, no tracking tail, at most 70 characters. */
export function shortUrl(url: string): string {
  const short = url
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/[?&]utm_source=openai$/, '')
    .replace(/\/$/, '');
  return short.length > 70 ? `${short.slice(0, 69)}…` : short;
}

function scoreCitations(
  score: ItemScore,
  labels: readonly CitationLabel[],
  facts: readonly CitationFact[],
): void {
  for (const label of labels) {
    const fact = facts.find((f) => f.url === label.url);
    const where = shortUrl(label.resolvedUrl ?? label.url);
    const none = '(no citation)';
    // Labels name the registrable domain; a fact's domain is its site (blog.naver.com), whose parent that is.
    compare(score, 'domain', where, label.domain, fact ? parentDomainOf(fact.domain) : none, 'domain');
    compare(score, 'sourceType', where, label.sourceType, fact?.sourceType ?? none);
    compare(score, 'contentType', where, label.contentType, fact?.contentType ?? none);
  }
}

/** Runs the analyzer and the intent classifier on `item` and compares them with its labels. */
export function scoreItem(item: EvaluationItem, options: ScoreOptions = {}): ItemScore {
  const score: ItemScore = {
    id: item.id,
    engine: item.engine,
    language: item.language,
    mentions: { found: 0, spurious: 0, missed: 0 },
    tallies: emptyTallies(),
    failures: [],
  };
  const analysis = analyzeAnswer(answerFor(item, options), item.profile);
  scoreMentions(score, item, analysis.mentions);
  scoreCitations(score, item.labels.citations, analysis.citations);
  compare(score, 'intent', '', item.labels.intent, classifyIntent(item.prompt, item.profile).intent);
  return score;
}
