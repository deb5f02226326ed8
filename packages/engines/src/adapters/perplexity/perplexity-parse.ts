import { asObject } from '../../shared/shape.ts';
import type { Citation, EngineUsage } from '../../types.ts';
import { parseChatCompletionBody } from '../openai-api/chat-completions-parse.ts';
import { parseResponsesBody } from '../openai-api/responses-parse.ts';
import { sonarCitations } from './sonar-citations.ts';

export interface ParsedPerplexity {
  text: string;
  citations: Citation[];
  model: string | undefined;
  usage: EngineUsage;
  reportedCost: number | undefined;
}

/**
 * A Perplexity body: the Agent API's Responses shape (`url_citation` annotations) or legacy Sonar's chat
 * completion (`[n]` markers, sonar-citations.ts). `api` says which was asked; without it (a stored body read
 * again) the shape tells: a Responses body has `output`, a chat completion has `choices`.
 */
export function parsePerplexityBody(body: unknown, api?: 'agent' | 'sonar'): ParsedPerplexity {
  const agent = api === undefined ? asObject(body)?.output !== undefined : api === 'agent';
  if (agent) return parseResponsesBody(body);
  const sonar = parseChatCompletionBody(body);
  return {
    text: sonar.text,
    citations: sonarCitations(sonar.text, sonar.root),
    model: sonar.model,
    usage: sonar.usage,
    reportedCost: sonar.reportedCost,
  };
}
