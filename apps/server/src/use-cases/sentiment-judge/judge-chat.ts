import { checkBudget, findChatToJudge, replaceChatsFacts, storeSentimentJudgement } from '@sightline/db';
import { judgePromptVersion } from '@sightline/engines';
import type { Services } from '../../services.ts';
import type { AnalysisCache, StoredCitation } from '../collection/project-analysis.ts';
import { effectiveJudgeSetting } from './effective-judge-setting.ts';
import { judgeForOrganization } from './judge-for-organization.ts';

export type JudgeChatOutcome = 'judged' | 'cached' | 'off' | 'gone' | 'budget';

/**
 * `analysis-sentiment-judge` for one stored answer: when its organization has judged sentiment on, ask the judge
 * once (a verdict is cached per chat: a repeat or a re-analysis never asks again), store the verdict with its
 * model, prompt version, tokens and cost, then write the chat's facts again with the verdict's sentiment (the
 * lexicon's for what it leaves out), rollups included. A failing judge call throws (the job retries once); the chat
 * keeps its lexicon sentiment meanwhile, and for good when the retry fails too. Judging is spent from the project's
 * monthly budget: once the month's answers and judgements cost it, answers keep the rules' sentiment.
 */
export async function judgeChat(
  services: Services,
  analyses: AnalysisCache,
  chatId: number,
  signal?: AbortSignal,
): Promise<JudgeChatOutcome> {
  const chat = await findChatToJudge(services.db, chatId);
  if (!chat) return 'gone';
  if (chat.judged) return 'cached';
  if (await checkBudget(services.db, chat.projectId, chat.day)) return 'budget';
  const setting = await effectiveJudgeSetting(services, chat.organizationId);
  const found = await judgeForOrganization(services, chat.organizationId, setting);
  if (!found) return 'off';
  const analysis = await analyses.get(chat.projectId);
  const answer = {
    text: chat.answer,
    citations: (chat.sourceCitations as StoredCitation[]) ?? [],
    engine: chat.engine,
    language: chat.language,
  };
  const lexical = analysis.analyze(answer);
  const { profile } = analysis;
  const names = new Map([
    ['brand', profile.brand.name],
    ...profile.competitors.map((c) => [c.key, c.name] as const),
  ]);
  const result = await found.judge.judge(
    {
      answer: chat.answer,
      language: chat.language,
      brands: lexical.mentions.map((m) => ({ key: m.brandKey, name: names.get(m.brandKey) ?? m.brandKey })),
      items: profile.evaluationItems.map((i) => ({ key: i.key, name: i.name })),
    },
    signal ? { signal } : {},
  );
  const stored = await storeSentimentJudgement(services.db, {
    chatId: chat.id,
    organizationId: chat.organizationId,
    projectId: chat.projectId,
    model: result.model,
    promptVersion: judgePromptVersion,
    verdict: result.verdict,
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
    cost: result.cost,
  });
  if (!stored) return 'cached';
  // The call took a while: write with the profile as it is now, so that a re-analysis that passed this chat
  // meanwhile is not undone with the old analysis key.
  analyses.forget(chat.projectId);
  const current = await analyses.get(chat.projectId);
  const facts = current.analyze(answer, { verdict: result.verdict });
  await replaceChatsFacts(
    services.db,
    { organizationId: chat.organizationId, projectId: chat.projectId },
    current.key,
    [{ chat, facts }],
  );
  return 'judged';
}
