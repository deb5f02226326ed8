import { createHash } from 'node:crypto';
import {
  type AnswerCitationInput,
  analyzeAnswer,
  analyzerVersion,
  type CompiledProfile,
  compileProfile,
  judgedSentiment,
  memoizedLexiconSentiment,
  type SentimentVerdict,
} from '@sightline/core';
import {
  type ChatFacts,
  type Database,
  loadAnalysisProfile,
  type StoredAnalysisProfile,
} from '@sightline/db';
import { parserVersion } from '@sightline/engines';

export interface StoredCitation extends AnswerCitationInput {
  extracted?: boolean | undefined;
}

/** A project's compiled analysis profile and the key that identifies it (facts record the key they were built with). */
export interface ProjectAnalysis {
  key: string;
  profile: StoredAnalysisProfile;
  /** With `verdict` (the chat's cached sentiment judgement), its scores replace the lexicon's where it has them. */
  analyze(
    answer: {
      text: string;
      citations: readonly StoredCitation[];
      engine: string;
      language?: string;
    },
    options?: { verdict?: unknown },
  ): ChatFacts;
}

/** A stored verdict as the scorer reads it (anything else: no verdict). */
function asVerdict(value: unknown): SentimentVerdict | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SentimentVerdict)
    : undefined;
}

/**
 * The analysis key changes whenever the profile, the analyzer version or the engines' parser version does (a new
 * parser re-reads stored answers at the re-analysis).
 */
export function analysisKeyOf(profile: StoredAnalysisProfile): string {
  const { projectId: _p, language: _l, ...relevant } = profile;
  return createHash('sha256')
    .update(JSON.stringify({ v: analyzerVersion, p: parserVersion, ...relevant }))
    .digest('base64url')
    .slice(0, 22);
}

export function buildProjectAnalysis(profile: StoredAnalysisProfile): ProjectAnalysis {
  const compiled: CompiledProfile = compileProfile(profile);
  return {
    key: analysisKeyOf(profile),
    profile,
    analyze(answer, options = {}) {
      const verdict = asVerdict(options.verdict);
      const result = analyzeAnswer(
        { text: answer.text, citations: answer.citations, engine: answer.engine, language: answer.language },
        compiled,
        verdict ? { sentiment: judgedSentiment(verdict, memoizedLexiconSentiment()) } : {},
      );
      return {
        mentions: result.mentions,
        aspects: result.aspects,
        citations: result.citations.map((fact, i) => {
          const source = answer.citations[i];
          return {
            ...fact,
            title: source?.title ?? null,
            startIndex: source?.startIndex ?? null,
            endIndex: source?.endIndex ?? null,
            extracted: source?.extracted ?? false,
          };
        }),
      };
    },
  };
}

/**
 * Loads a project's analysis, cached for a second per process: a run never waits on four queries, and a profile
 * change is picked up by the re-analysis that the change schedules (it starts after the cache has expired).
 */
export function createAnalysisCache(db: Database, ttlMs = 1_000) {
  const cache = new Map<number, { at: number; analysis: Promise<ProjectAnalysis> }>();
  return {
    ttlMs,
    get(projectId: number): Promise<ProjectAnalysis> {
      const hit = cache.get(projectId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.analysis;
      const analysis = loadAnalysisProfile(db, projectId).then((profile) => {
        if (!profile) throw new Error(`project ${projectId} does not exist`);
        return buildProjectAnalysis(profile);
      });
      analysis.catch(() => cache.delete(projectId));
      cache.set(projectId, { at: Date.now(), analysis });
      return analysis;
    },
    forget(projectId: number) {
      cache.delete(projectId);
    },
  };
}

export type AnalysisCache = ReturnType<typeof createAnalysisCache>;
