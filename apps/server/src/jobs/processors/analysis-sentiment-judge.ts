import type { Job } from 'pg-boss';
import { judgeChat } from '../../use-cases/sentiment-judge/judge-chat.ts';
import type { ProcessorDeps } from '../processor-deps.ts';
import { parseJob, queues, SentimentJudgeJob } from '../queues.ts';

/** `analysis-sentiment-judge`: has the organization's judge score one stored answer's sentiment. */
export async function processSentimentJudgement(
  { services, analyses }: ProcessorDeps,
  [job]: Job<unknown>[],
): Promise<void> {
  const { chatId } = parseJob(queues.sentimentJudge, SentimentJudgeJob, job!.data);
  await judgeChat(services, analyses, chatId, job!.signal);
}
