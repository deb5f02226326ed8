import {
  type AnalyzedChat,
  type ChatCursor,
  type ChatToAnalyze,
  chatFactsHash,
  finishReanalysis,
  listChatsToAnalyze,
  loadSentimentVerdicts,
  postgresErrorCode,
  pruneUncitedDomains,
  relabelPageSites,
  replaceChatsFacts,
  startReanalysis,
} from '@sightline/db';
import { parserVersion } from '@sightline/engines';
import type { Services } from '../../services.ts';
import { requestAlertCheck } from '../alerts/request-alert-check.ts';
import type { AnalysisCache, ProjectAnalysis } from './project-analysis.ts';
import { rereadAnswer } from './reread-answer.ts';

/** Chats per transaction: large enough that per-statement costs vanish, small enough to hold locks briefly. */
export const reanalysisBatchSize = 2_000;

/** A batch that lost a deadlock (a prompt deleted meanwhile) or a serialization race is tried again this often. */
const attempts = 3;

export interface ReanalyzeOptions {
  signal?: AbortSignal | undefined;
  batchSize?: number | undefined;
  /** Called after each batch has been written (tests watch the progress with it). */
  onBatch?: (() => Promise<void> | void) | undefined;
}

/** Chats analysed between two yields to the event loop. */
const analysisSlice = 10;

/**
 * The page analysed with the project's profile; `verdicts` (chat id → cached sentiment verdict) for judged chats.
 * It yields to the event loop every few chats: the previous batch is being written meanwhile, one statement after
 * another, and each next statement can only be sent when this loop lets its callback run (analysed in one go, 2,000
 * chats held the database idle for most of the analysis).
 */
async function analyzeBatch(
  analysis: ProjectAnalysis,
  page: readonly ChatToAnalyze[],
  verdicts: ReadonlyMap<number, unknown> = new Map(),
): Promise<AnalyzedChat[]> {
  const analysed: AnalyzedChat[] = [];
  for (const [index, chat] of page.entries()) {
    if (index > 0 && index % analysisSlice === 0) await new Promise((resolve) => setImmediate(resolve));
    const answer = rereadAnswer(chat);
    const analysedChat = answer.reparsed ? { ...chat, answer: answer.text } : chat;
    const facts = analysis.analyze(
      { text: answer.text, citations: answer.citations, engine: chat.engine, language: chat.language },
      { verdict: verdicts.get(chat.id) },
    );
    analysed.push({
      chat: analysedChat,
      analysed: chat.analysed,
      factsHash: chat.factsHash,
      // Fingerprinted here, while the previous batch is written, not when this one starts to be.
      newFactsHash: chatFactsHash(analysedChat, facts),
      reparsed: answer.reparsed,
      facts,
    });
  }
  return analysed;
}

async function writeBatch(
  services: Services,
  analysis: ProjectAnalysis,
  projectId: number,
  batch: AnalyzedChat[],
): Promise<void> {
  const owner = { organizationId: batch[0]!.chat.organizationId, projectId };
  for (let attempt = 1; ; attempt++) {
    try {
      await replaceChatsFacts(services.db, owner, analysis.key, batch, { progress: true });
      return;
    } catch (error) {
      const code = postgresErrorCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
      services.logger.warn({ projectId, attempt, code }, 're-analysis batch retried');
    }
  }
}

/**
 * Rebuilds the facts and rollups of every chat of a project that was analyzed with another profile, in batches of
 * thousands of chats per transaction, oldest day first, recording its progress on the project. The next batch is
 * listed and analysed while the previous one is written. Interrupted, it continues where the analysis keys say it
 * stopped (the progress too: its chats done are kept). A re-analysis that changed answers' facts asks for an alert
 * check: the project's recent alerts are judged again on the new counts and withdrawn when they no longer hold
 * (docs/features/watches-alerts.md).
 */
export async function reanalyzeProject(
  services: Services,
  analyses: AnalysisCache,
  projectId: number,
  signal?: AbortSignal,
  options: ReanalyzeOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? reanalysisBatchSize;
  analyses.forget(projectId);
  const analysis = await analyses.get(projectId);
  const started = await startReanalysis(services.db, projectId, analysis.key);
  if (started.pending === 0) return 0;
  let cursor: ChatCursor | null = null;
  let count = 0;
  let writing: Promise<void> | undefined;
  const settle = async () => {
    if (!writing) return;
    await writing;
    writing = undefined;
    await options.onBatch?.();
  };
  try {
    for (;;) {
      const { chats: page, next } = await listChatsToAnalyze(
        services.db,
        projectId,
        analysis.key,
        cursor,
        batchSize,
        parserVersion,
      );
      if (signal?.aborted) throw signal.reason;
      if (page.length > 0) {
        const verdicts = await loadSentimentVerdicts(
          services.db,
          page.map((chat) => chat.id),
        );
        const batch = await analyzeBatch(analysis, page, verdicts);
        await settle();
        writing = writeBatch(services, analysis, projectId, batch);
        // Handled here too: it may fail while the next page is listed, before it is awaited.
        writing.catch(() => {});
      }
      count += page.length;
      if (next === null) break;
      cursor = next;
    }
    await settle();
  } catch (error) {
    // A write still in flight must settle before the job gives up (its transaction holds a connection).
    await writing?.catch(() => {});
    throw error;
  }
  // Pages the analyzer files under other sites (naver.com → blog.naver.com) carry them into the summed rollups, and
  // the sites no longer cited leave no empty rows behind.
  if (count > 0) {
    await relabelPageSites(services.db, projectId);
    await pruneUncitedDomains(services.db, projectId);
  }
  await finishReanalysis(services.db, projectId, analysis.key);
  if (count > 0) {
    services.logger.info({ projectId, chats: count }, 're-analyzed project history');
    await requestAlertCheck(services, projectId);
  }
  return count;
}
