import { failRun, startRun, storeChat } from '@sightline/db';
import { EngineError, fanOutOf, parserVersion } from '@sightline/engines';
import type { Services } from '../../services.ts';
import { requestAlertCheck } from '../alerts/request-alert-check.ts';
import { requestJudgementIfOn } from '../sentiment-judge/request-judgement.ts';
import type { EngineForRun } from './engine-for-run.ts';
import type { AnalysisCache } from './project-analysis.ts';
import { toStoredCitations } from './stored-citations.ts';

/** Paces real engine calls (the job layer's per-engine limiter); a use-case knows it only by this shape. */
export interface EnginePacer {
  acquire(engine: string, signal?: AbortSignal): Promise<unknown>;
  /** Holds an engine back after it answered 429 with a retry-after. */
  pause(engine: string, ms: number): void;
}

export interface RunDeps {
  services: Services;
  analyses: AnalysisCache;
  limiter: EnginePacer;
  engineFor: EngineForRun;
}

export interface Attempt {
  /** The engine queue the run came from: `simulated` for runs the simulator answers, else the engine asked. */
  queueEngine?: string;
  /** Retries pg-boss has made so far (0 on the first delivery). */
  retryCount: number;
  retryLimit: number;
  signal?: AbortSignal;
}

export type RunOutcome = 'stored' | 'no_answer' | 'skipped' | 'failed' | 'retry';

/**
 * One attempt at a run: ask the engine, analyze the answer and store chat, facts and rollups together. Retryable
 * errors return `retry` while attempts remain (the queue retries with backoff); permanent ones fail the run for good.
 */
export async function executeRun(deps: RunDeps, runId: number, attempt: Attempt): Promise<RunOutcome> {
  const { db } = deps.services;
  // The provider's pacing applies to real calls only (the simulator answers locally), and is waited for before the
  // run is claimed: a run counts as in flight, and as asked twice if its process dies, only while it is being asked.
  const paced = attempt.queueEngine !== undefined && attempt.queueEngine !== 'simulated';
  if (paced) await deps.limiter.acquire(attempt.queueEngine!, attempt.signal);
  const run = await startRun(db, runId);
  if (!run) return 'skipped';
  try {
    const analysis = await deps.analyses.get(run.projectId);
    const engine = await deps.engineFor(run, analysis);
    if (!paced && engine.id !== 'simulated') await deps.limiter.acquire(run.engine, attempt.signal);
    const started = performance.now();
    const answer = await engine.ask(
      { text: run.promptText, language: run.promptLanguage, country: run.country },
      {
        seed: `${run.projectDocumentId}|${run.promptDocumentId}|${run.engine}|${run.day}|${run.sampleIndex}`,
        day: run.day,
        ...(attempt.signal ? { signal: attempt.signal } : {}),
      },
    );
    const latencyMs = Math.round(performance.now() - started);
    const citations = toStoredCitations(answer.citations);
    const facts =
      answer.status === 'ok'
        ? analysis.analyze({ text: answer.text, citations, engine: run.engine, language: run.promptLanguage })
        : { mentions: [], citations: [], aspects: [] };
    const stored = await storeChat(
      db,
      run,
      {
        model: answer.model,
        simulated: engine.id === 'simulated',
        answer: answer.text,
        sourceCitations: citations,
        ...fanOutOf(engine.id, answer.raw),
        raw: answer.raw ?? null,
        status: answer.status,
        latencyMs,
        inputTokens: answer.usage.inputTokens,
        outputTokens: answer.usage.outputTokens,
        cost: answer.cost,
        collectedAt: new Date(),
        parserVersion,
      },
      facts,
      analysis.key,
    );
    if (answer.status === 'ok' && stored.created && engine.id !== 'simulated') {
      await requestJudgementIfOn(deps.services, run.organizationId, stored.chatId);
    }
    if (stored.collectFinished) await requestAlertCheck(deps.services, run.projectId);
    return answer.status === 'ok' ? 'stored' : 'no_answer';
  } catch (error) {
    if (attempt.signal?.aborted) throw error;
    const engineError = error instanceof EngineError ? error : null;
    const retryable = engineError ? engineError.retryable : true;
    const final = !retryable || attempt.retryCount >= attempt.retryLimit;
    if (engineError?.kind === 'rate_limited' && engineError.retryAfterMs) {
      deps.limiter.pause(run.engine, engineError.retryAfterMs);
    }
    const finished = await failRun(db, {
      runId: run.runId,
      collectId: run.collectId,
      errorKind: engineError?.kind ?? 'internal',
      error: engineError ? engineError.message : 'internal error while collecting (see the server log)',
      final,
    });
    if (!engineError)
      deps.services.logger.error({ err: error, runId }, 'run failed with an unexpected error');
    if (finished) await requestAlertCheck(deps.services, run.projectId);
    return final ? 'failed' : 'retry';
  }
}
