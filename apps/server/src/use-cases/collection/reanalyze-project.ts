import { listChatsToAnalyze, replaceChatFacts } from '@sightline/db';
import type { Services } from '../../services.ts';
import type { AnalysisCache, StoredCitation } from './project-analysis.ts';

/**
 * Rebuilds the facts and rollups of every chat of a project that was analyzed with another profile, one chat per
 * transaction, oldest first. Interrupted, it simply continues where the analysis keys say it stopped.
 */
export async function reanalyzeProject(
  services: Services,
  analyses: AnalysisCache,
  projectId: number,
  signal?: AbortSignal,
): Promise<number> {
  analyses.forget(projectId);
  const analysis = await analyses.get(projectId);
  let afterId = 0;
  let count = 0;
  for (;;) {
    const page = await listChatsToAnalyze(services.db, projectId, analysis.key, afterId, 200);
    if (page.length === 0) break;
    for (const chat of page) {
      if (signal?.aborted) throw signal.reason;
      const facts = analysis.analyze({
        text: chat.answer,
        citations: (chat.sourceCitations as StoredCitation[]) ?? [],
        engine: chat.engine,
        language: chat.language,
      });
      await replaceChatFacts(services.db, chat, facts, analysis.key);
      count += 1;
    }
    afterId = page.at(-1)!.id;
  }
  if (count > 0) services.logger.info({ projectId, chats: count }, 're-analyzed project history');
  return count;
}
