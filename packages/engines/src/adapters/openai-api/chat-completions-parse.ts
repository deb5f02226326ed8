import { malformed } from '../../errors.ts';
import { reportedCost } from '../../shared/provider-cost.ts';
import { asArray, asNumber, asObject, asString } from '../../shared/shape.ts';
import type { Citation, EngineUsage } from '../../types.ts';
import { chatAnnotationCitations } from './chat-annotations.ts';

export interface ParsedChatCompletion {
  root: Record<string, unknown>;
  text: string;
  /** `url_citation` annotations of the message (OpenAI search models, OpenRouter), with their spans. */
  annotations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
  /** The cost the provider reports: `usage.cost` (OpenRouter, USD) or `usage.cost.total_cost` (Perplexity). */
  reportedCost: number | undefined;
}

/** Reads `choices[0].message.content`, its annotations and token usage from a chat completions body. */
export function parseChatCompletionBody(body: unknown): ParsedChatCompletion {
  const root = asObject(body);
  const choices = asArray(root?.choices);
  if (!root || !choices) throw malformed('chat completion without a `choices` array');
  const message = asObject(asObject(choices[0])?.message);
  if (choices.length > 0 && !message) throw malformed('`choices[0]` without a `message`');
  const content = message?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw malformed('`message.content` is not a string');
  }
  const text = content ?? '';
  const usage = asObject(root.usage);
  return {
    root,
    text,
    annotations: chatAnnotationCitations(text, message),
    model: asString(root.model),
    usage: {
      inputTokens: asNumber(usage?.prompt_tokens) ?? 0,
      outputTokens: asNumber(usage?.completion_tokens) ?? 0,
    },
    reportedCost: reportedCost(usage),
  };
}
