import { z } from 'zod';

import { judgeEngineIds } from './constants.ts';

export const JudgeEngineId = z.enum(judgeEngineIds, { error: 'must be chatgpt or openai-compatible' });
export type JudgeEngineId = z.infer<typeof JudgeEngineId>;

/**
 * `PUT /api/v1/organizations/:id/sentiment-judge` `{ data }`: judged sentiment on or off, the engine connection that
 * judges, and the model (null: the connection's model, else the default judge model).
 */
export const SentimentJudgeData = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    engine: JudgeEngineId,
    model: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .nullable()
      .optional(),
  })
  .strict();
export type SentimentJudgeData = z.infer<typeof SentimentJudgeData>;

/** The organization's judged-sentiment setting (off by default: `enabled` false, `engine` chatgpt). */
export const SentimentJudge = z.object({
  enabled: z.boolean(),
  engine: JudgeEngineId,
  model: z.string().nullable(),
  /** The model that will actually be asked (setting, else connection, else the default). */
  effectiveModel: z.string().nullable(),
  /** Whether the chosen engine has a usable connection (key) for the organization. */
  connected: z.boolean(),
  /** Verdicts stored so far and what they cost (USD; null when no price is known). */
  judgedChats: z.number().int().nonnegative(),
  cost: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type SentimentJudge = z.infer<typeof SentimentJudge>;
