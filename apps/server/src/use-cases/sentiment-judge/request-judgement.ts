import type { Services } from '../../services.ts';
import { effectiveJudgeSetting } from './effective-judge-setting.ts';

/**
 * After a real engine's answer is stored: queue its judging when the organization has judged sentiment on. A queue
 * failure is logged, not thrown: the answer is stored and keeps its lexicon sentiment.
 */
export async function requestJudgementIfOn(
  services: Services,
  organizationId: number,
  chatId: number,
): Promise<void> {
  const jobs = services.jobs;
  if (!jobs) return;
  try {
    const setting = await effectiveJudgeSetting(services, organizationId);
    if (setting.enabled) await jobs.requestSentimentJudgement({ chatId });
  } catch (error) {
    services.logger.error({ err: error, chatId }, 'could not queue the sentiment judgement of an answer');
  }
}
