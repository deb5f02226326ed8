/**
 * What the sentiment judge is asked (see sentiment-judge.ts). Changing the wording changes the verdicts: bump
 * `judgePromptVersion`, which is stored with every verdict.
 */
import type { JudgeInput } from './sentiment-judge.ts';

export const judgePromptVersion = 'judge-v1';

export const judgeInstructions = [
  'You rate how an AI assistant answer speaks about brands, for brand-monitoring analytics.',
  'For each brand listed, read only what the answer says about that brand (praise, recommendations, warnings,',
  'complaints, neutral facts) and give a sentiment from -1 (clearly negative) through 0 (neutral or only facts) to',
  '1 (clearly positive). For each listed aspect the answer discusses for that brand, give the same kind of score.',
  'Omit aspects the answer does not discuss for the brand. Judge the answer in whatever language it is written.',
  'Reply with one JSON object only: {"brands": {"<brand key>": {"sentiment": <number>, "aspects":',
  '{"<aspect key>": <number>}}}}. Use exactly the keys given.',
].join(' ');

export function judgeRequest(input: JudgeInput): string {
  return JSON.stringify({
    language: input.language ?? null,
    brands: input.brands.map((b) => ({ key: b.key, name: b.name })),
    aspects: input.items.map((i) => ({ key: i.key, name: i.name })),
    answer: input.answer,
  });
}
